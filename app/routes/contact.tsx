import { MapEmbed } from "#app/components/map-embed";
import { SubPageLayout } from "#app/components/sub-page-layout";
import { ContactDetails } from "#app/features/contact/contact-details";
import { ContactForm } from "#app/features/contact/contact-form";
import { prefillSubject } from "#app/features/contact/schema";
import { defaultContactDeps, handleContactPost } from "#app/features/contact/submission.server";
import { ScheduleView } from "#app/features/schedule/schedule-view";
import { useT } from "#app/i18n/use-language";
import { pageMeta } from "#app/site/meta";
import type { Route } from "./+types/contact";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export function loader({ request }: Route.LoaderArgs) {
  return { subject: prefillSubject(new URL(request.url).searchParams.get("subject")) };
}

export function action({ request, context }: Route.ActionArgs) {
  return handleContactPost(request, defaultContactDeps(context));
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <SubPageLayout path="/contact">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.2fr]">
        <div className="space-y-12">
          <ContactDetails />
          <section aria-labelledby="contact-mass-times">
            <h2 id="contact-mass-times" className="mb-4 text-2xl font-bold text-blue-950">
              {t("contact.massTimes")}
            </h2>
            <ScheduleView headingLevel={3} />
          </section>
        </div>
        <ContactForm result={actionData} subject={loaderData.subject} />
      </div>
      <section aria-labelledby="contact-map" className="mt-12">
        <h2 id="contact-map" className="mb-4 text-2xl font-bold text-blue-950">
          {t("contact.mapHeading")}
        </h2>
        <MapEmbed title={t("contact.mapTitle")} />
      </section>
    </SubPageLayout>
  );
}
