import { MapEmbed, mapUrl } from "#app/components/map-embed";
import { SubPageLayout } from "#app/components/sub-page-layout";
import { useHydrated } from "#app/components/use-hydrated";
import { clergyOf } from "#app/features/contact/clergy";
import { ParishOffice } from "#app/features/contact/parish-office";
import { contentService } from "#app/features/content/content-service.server";
import { useParish } from "#app/features/content/site-content";
import { ContactForm } from "#app/features/contact/contact-form";
import { contactSpec, prefillSubject } from "#app/features/requests/contact-spec";
import { defaultRequestDeps, handleRequestPost } from "#app/features/requests/submission.server";
import { ExternalLink } from "#app/components/external-link";
import { ScheduleView } from "#app/features/schedule/schedule-view";
import { useT } from "#app/i18n/use-language";
import { pageMeta } from "#app/site/meta";
import type { Route } from "./+types/contact";
import { KEPT_PAGE } from "#app/lib/kept-page";

export const handle = KEPT_PAGE;

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export async function loader({ request }: Route.LoaderArgs) {
  // Without the staff list the page still gives the office's own numbers.
  const staff = await contentService()
    .staff()
    .catch(() => []);
  return { subject: prefillSubject(new URL(request.url).searchParams.get("subject")), clergy: clergyOf(staff) };
}

export function action({ request, context }: Route.ActionArgs) {
  return handleRequestPost(contactSpec, request, defaultRequestDeps(context));
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <SubPageLayout path="/contact">
      <div className="grid gap-12 lg:grid-cols-[1fr_1.2fr]">
        <div className="space-y-12">
          <ParishOffice clergy={loaderData.clergy} />
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
        <ChurchMap />
      </section>
    </SubPageLayout>
  );
}

/**
 * The map's frame is added once React runs the page, and then loads lazily. Written in the server's HTML,
 * it was asked for while the page was still being read: the browser laid the whole unstyled page out to place it
 * before the stylesheet had come, and a third party's frame shared a phone's first round trips with the page's own
 * stylesheet and fonts. Until then the same box opens the map on Google Maps.
 */
function ChurchMap() {
  const t = useT();
  const parish = useParish();
  if (useHydrated()) return <MapEmbed title={t("contact.mapTitle")} />;
  return (
    <ExternalLink
      href={mapUrl(parish)}
      className="flex h-96 items-center justify-center rounded-xl bg-stone-100 p-6 text-center text-lg font-semibold text-blue-900 underline underline-offset-4"
    >
      {t("contact.openMap")}
    </ExternalLink>
  );
}
