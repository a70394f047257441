import { SubPageLayout } from "#app/components/sub-page-layout";
import { defaultSubscribeDeps, handleSubscribePost } from "#app/features/subscriptions/actions.server";
import { SubscribeForm } from "#app/features/subscriptions/subscription-form";
import { useT } from "#app/i18n/use-language";
import { pageMeta } from "#app/site/meta";
import { featurePages } from "#app/site/site-map";
import type { Route } from "./+types/email-updates";

export const meta: Route.MetaFunction = (args) => pageMeta(args);

export function action({ request, context }: Route.ActionArgs) {
  return handleSubscribePost(request, defaultSubscribeDeps(context));
}

export default function Page({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <SubPageLayout path={featurePages.emailUpdates}>
      <p className="mb-8 max-w-3xl text-lg">{t("subscriptions.intro")}</p>
      <SubscribeForm result={actionData} />
    </SubPageLayout>
  );
}
