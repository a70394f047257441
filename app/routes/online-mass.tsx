import { SubPageLayout } from "#app/components/sub-page-layout";
import { StreamedVideo } from "#app/features/video/streamed-video";
import { videoService } from "#app/features/video/video.server";
import { requestLanguage } from "#app/i18n/language";
import { pageMeta } from "#app/site/meta";
import type { Route } from "./+types/online-mass";
import { KEPT_PAGE } from "#app/lib/kept-page";
import { readyOrStreamed } from "#app/lib/ready-or-streamed.server";

export const handle = KEPT_PAGE;

export const meta: Route.MetaFunction = (args) => pageMeta(args);

/** The video, unless the server holds it, streams in behind the first byte. */
export async function loader({ request }: Route.LoaderArgs) {
  const [video] = await readyOrStreamed(videoService().videoFor(requestLanguage(request)));
  return { video };
}

export default function Page({ loaderData }: Route.ComponentProps) {
  return (
    <SubPageLayout path="/online-mass">
      <StreamedVideo data={loaderData.video} headingLevel={2} />
    </SubPageLayout>
  );
}
