import { data, Form, Link } from "react-router";
import { SubPageLayout } from "#app/components/sub-page-layout";
import {
  handleLinkPost,
  NO_STORE,
  subscriberOfLink,
  unsubscribedAlready,
} from "#app/features/subscriptions/actions.server";
import { subscriptionService } from "#app/features/subscriptions/service.server";
import { ChoiceFields, Notice, SubmitButton } from "#app/features/subscriptions/subscription-form";
import { purposes, type Purpose } from "#app/features/subscriptions/tokens.server";
import { translate } from "#app/i18n/translate";
import { useT } from "#app/i18n/use-language";
import { dataFromUpstream } from "#app/lib/page-freshness.server";
import { pageMeta, rootMeta } from "#app/site/meta";
import { featurePages } from "#app/site/site-map";
import type { Route } from "./+types/email-updates-link";

function purposeOf(step: string | undefined): Purpose | null {
  return (purposes as readonly string[]).includes(step ?? "") ? (step as Purpose) : null;
}

const TITLES = {
  confirm: "subscriptions.confirm.title",
  manage: "subscriptions.manage.title",
  unsubscribe: "subscriptions.unsubscribe.title",
} as const;

/** Who the link is for, if it still works; looking changes nothing (mail scanners open links too). */
export function loader({ request, params }: Route.LoaderArgs) {
  // The page is one subscriber's own, and what it shows changes with their next click: never kept.
  dataFromUpstream();
  const purpose = purposeOf(params.step);
  if (!purpose) throw data(null, { status: 404 });
  const token = new URL(request.url).searchParams.get("t");
  const subscriber = subscriberOfLink(subscriptionService(), token, purpose);
  const shown = subscriber
    ? { email: subscriber.email, language: subscriber.language, topics: subscriber.topics }
    : null;
  // A confirmation link opened again says the address is subscribed, and an unsubscribe link that it is not, rather
  // than asking again or calling the link broken.
  const alreadyDone =
    (purpose === "confirm" && Boolean(subscriber?.confirmedAt)) ||
    unsubscribedAlready(subscriptionService(), token, purpose);
  return data({ purpose, subscriber: shown, alreadyDone }, { headers: NO_STORE });
}

export function headers() {
  return NO_STORE;
}

export function action({ request, params }: Route.ActionArgs) {
  const purpose = purposeOf(params.step);
  if (!purpose) throw data(null, { status: 404 });
  return handleLinkPost(request, purpose, subscriptionService());
}

export const meta: Route.MetaFunction = (args) => {
  const title = translate(rootMeta(args.matches).lang, TITLES[args.loaderData?.purpose ?? "manage"]);
  return [...pageMeta(args, { title, description: title }), { name: "robots", content: "noindex" }];
};

function SubscribeAgain() {
  const t = useT();
  return (
    <Link
      to={featurePages.emailUpdates}
      className="mt-4 inline-flex min-h-11 items-center font-semibold text-blue-900 underline"
    >
      {t("subscriptions.badLink.again")}
    </Link>
  );
}

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { purpose, subscriber, alreadyDone } = loaderData;
  const doneStep = actionData?.status === "done" ? actionData.step : alreadyDone ? purpose : null;
  // Once confirmed or unsubscribed, the page no longer asks: it is the subscriber's email updates page.
  const title = t(doneStep && doneStep !== "manage" ? "subscriptions.manage.title" : TITLES[purpose]);
  let body;
  if (doneStep && doneStep !== "manage") {
    const step = doneStep === "confirm" ? "confirm" : "unsubscribe";
    body = (
      <Notice tone="good" title={t(`subscriptions.${step}.doneTitle`)}>
        <p className="mt-2">{t(`subscriptions.${step}.done`)}</p>
      </Notice>
    );
  } else if (!subscriber || actionData?.status === "bad") {
    body = (
      <Notice tone="bad" title={t("subscriptions.badLink.title")}>
        <p className="mt-2">{t("subscriptions.badLink.body")}</p>
        <SubscribeAgain />
      </Notice>
    );
  } else if (purpose === "manage") {
    const values = actionData?.status === "invalid" ? actionData.values : subscriber;
    body = (
      <Form method="post" noValidate className="max-w-xl space-y-6">
        {actionData?.status === "done" && (
          <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-4 text-green-950">
            {t("subscriptions.manage.saved")}
          </p>
        )}
        <p>{t("subscriptions.manage.body", { email: subscriber.email })}</p>
        <ChoiceFields
          formId="manage"
          language={values.language}
          chosen={values.topics}
          errors={actionData?.status === "invalid" ? actionData.errors : {}}
        />
        <div className="flex flex-wrap gap-4">
          <SubmitButton>{t("subscriptions.manage.save")}</SubmitButton>
          <SubmitButton name="stop">{t("subscriptions.manage.stop")}</SubmitButton>
        </div>
      </Form>
    );
  } else {
    body = (
      <Form method="post" className="max-w-xl space-y-6">
        <p>{t(purpose === "confirm" ? "subscriptions.confirm.body" : "subscriptions.unsubscribe.body")}</p>
        <p className="font-semibold break-all">{subscriber.email}</p>
        <SubmitButton>
          {t(purpose === "confirm" ? "subscriptions.confirm.button" : "subscriptions.unsubscribe.button")}
        </SubmitButton>
      </Form>
    );
  }
  return (
    <SubPageLayout path={featurePages.emailUpdates} ownTitle={title}>
      {body}
    </SubPageLayout>
  );
}
