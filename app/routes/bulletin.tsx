import "#app/features/bulletin/bulletin-print.css";
import { data, Link } from "react-router";
import { SubPageLayout } from "#app/components/sub-page-layout";
import { bulletinIssues, issuesByMonth } from "#app/features/bulletin/bulletins";
import { BulletinArchive, BulletinIssueView } from "#app/features/bulletin/bulletin-issue";
import { BulletinView } from "#app/features/bulletin/bulletin-view";
import { bulletinOfSunday } from "#app/features/bulletin/composed/bulletin-of-sunday.server";
import { composedPdfPath } from "#app/features/bulletin/composed/composed-bulletin";
import { ComposedBulletinView } from "#app/features/bulletin/composed/composed-bulletin-view";
import { contentService } from "#app/features/content/content-service.server";
import { IntentionsWeekLink } from "#app/features/schedule/intentions-week-link";
import { dateOfKey, formatDate } from "#app/i18n/format";
import { requestLanguage } from "#app/i18n/language";
import { useT } from "#app/i18n/use-language";
import { translate } from "#app/i18n/translate";
import { pageMeta, rootMeta } from "#app/site/meta";
import { featurePages } from "#app/site/site-map";
import type { Route } from "./+types/bulletin";
import { KEPT_PAGE } from "#app/lib/kept-page";

export const handle = KEPT_PAGE;

/**
 * The bulletins the office uploaded: the newest first with the back issues, or one Sunday's at its own address; a
 * Sunday the office uploaded nothing for, from the newest edition to six weeks ahead, shows the bulletin the site
 * composes. With none (or none the content service could give), the printable sample.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const lang = requestLanguage(request);
  const bulletins = await contentService()
    .bulletins()
    .catch(() => []);
  const issues = bulletinIssues(bulletins, lang);
  if (params.date === undefined)
    return {
      shown: issues[0] ?? null,
      months: issuesByMonth(issues.slice(1), lang),
      singleIssue: null,
      missing: false,
      composed: null,
    };
  const issue = issues.find((candidate) => candidate.date === params.date);
  if (issue) return { shown: issue, months: [], singleIssue: issue.dateText, missing: false, composed: null };
  const composed = await bulletinOfSunday(params.date, bulletins);
  if (!composed)
    return data({ shown: null, months: [], singleIssue: null, missing: true, composed: null }, { status: 404 });
  const dateText = formatDate(dateOfKey(params.date), lang);
  return { shown: null, months: [], singleIssue: dateText, missing: false, composed: composed.bulletin };
}

export const meta: Route.MetaFunction = (args) => {
  // One issue's page is titled by its date, as its heading reads.
  const date = args.loaderData?.singleIssue;
  if (!date) return pageMeta(args);
  const title = `${translate(rootMeta(args.matches).lang, "bulletin.issueOf")} ${date}`;
  return pageMeta(args, { title, description: title });
};

function AllIssuesLink() {
  const t = useT();
  return (
    <Link
      to={featurePages.bulletin}
      className="inline-flex min-h-11 items-center font-semibold text-blue-900 underline underline-offset-2"
    >
      {t("bulletin.allIssues")}
    </Link>
  );
}

export default function Page({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { shown } = loaderData;
  if (loaderData.missing) {
    return (
      <SubPageLayout path={featurePages.bulletin}>
        <p className="mb-4 text-lg">{t("bulletin.noSuchIssue")}</p>
        <AllIssuesLink />
      </SubPageLayout>
    );
  }
  if (loaderData.composed) {
    return (
      <SubPageLayout path={featurePages.bulletin} emailUpdates>
        <ComposedBulletinView bulletin={loaderData.composed} pdfUrl={composedPdfPath(loaderData.composed.date)} />
        <p className="mt-10 print:hidden">
          <AllIssuesLink />
        </p>
      </SubPageLayout>
    );
  }
  return (
    <SubPageLayout path={featurePages.bulletin} emailUpdates>
      <p className="mb-6">
        <IntentionsWeekLink />
      </p>
      {!shown ? (
        <BulletinView />
      ) : (
        <div className="space-y-12">
          <BulletinIssueView issue={shown} headingLevel={2} />
          {loaderData.singleIssue ? (
            <AllIssuesLink />
          ) : (
            loaderData.months.length > 0 && <BulletinArchive months={loaderData.months} />
          )}
        </div>
      )}
    </SubPageLayout>
  );
}
