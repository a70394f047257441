import { DocumentPdfIcon, EyeOpenIcon, PublishIcon } from "@sanity/icons";
import { Box, Button, Card, Flex, Heading, Spinner, Stack, Text } from "@sanity/ui";
import { useEffect, useState } from "react";
import { type SanityClient, useClient, useCurrentLocale } from "sanity";
import { useRouter } from "sanity/router";
import { both, forLocale, titled } from "./bilingual-text";
import { siteUrl } from "./env";
import {
  type ComposedAnswer,
  publishComposedBulletin,
  publishedBulletinId,
  readComposedAnswer,
} from "./publish-bulletin";

type State =
  | { kind: "loading" }
  | { kind: "unreachable" }
  | { kind: "ready"; answer: ComposedAnswer; published: string | null }
  | { kind: "publishing"; answer: ComposedAnswer }
  | { kind: "failed"; answer: ComposedAnswer; reason: string };

/** The website's composed bulletin of the coming Sunday, and whether that Sunday already has a published one. */
async function comingBulletin(client: SanityClient): Promise<State> {
  try {
    const response = await fetch(`${siteUrl}/api/composed-bulletin`);
    const answer = response.ok ? readComposedAnswer(await response.json()) : null;
    if (!answer) return { kind: "unreachable" };
    return { kind: "ready", answer, published: await publishedBulletinId(client, answer.date) };
  } catch {
    return { kind: "unreachable" };
  }
}

/**
 * The bulletin desk's first pane: the coming Sunday's bulletin as the website composed it, to preview, and the action
 * that publishes it as that Sunday's bulletin.
 */
export function ComingBulletin() {
  const client = useClient({ apiVersion: "2025-01-01" });
  const router = useRouter();
  const { id: locale } = useCurrentLocale();
  const say = (text: string) => forLocale(text, locale);
  const [state, setState] = useState<State>({ kind: "loading" });

  useEffect(() => {
    let shown = true;
    void comingBulletin(client).then((next) => {
      if (shown) setState(next);
    });
    return () => {
      shown = false;
    };
  }, [client]);

  const open = (id: string) => router.navigateIntent("edit", { id, type: "bulletin" });

  async function publish(answer: ComposedAnswer) {
    setState({ kind: "publishing", answer });
    try {
      setState({ kind: "ready", answer, published: await publishComposedBulletin(client, answer) });
    } catch (error) {
      setState({ kind: "failed", answer, reason: error instanceof Error ? error.message : String(error) });
    }
  }

  if (state.kind === "loading")
    return (
      <Flex padding={5} justify="center">
        <Spinner muted />
      </Flex>
    );
  if (state.kind === "unreachable")
    return (
      <Box padding={4}>
        <Card padding={4} radius={2} tone="caution" data-testid="coming-bulletin-unreachable">
          <Text>
            {say(
              both(
                `The website (${siteUrl}) did not answer. Check that it is running, then open this page again.`,
                `Trang web (${siteUrl}) không trả lời. Xin kiểm tra trang web đang chạy, rồi mở lại trang này.`,
              ),
            )}
          </Text>
        </Card>
      </Box>
    );

  const { answer } = state;
  const dateText = say(titled(answer.dateText.en, answer.dateText.vi));
  return (
    <Box padding={4} data-testid="coming-bulletin">
      <Stack space={4}>
        <Heading as="h2" size={2}>
          {dateText}
        </Heading>
        <Text muted>
          {say(
            both(
              "The website composed this Sunday's bulletin from the Mass times, intentions, notices and events entered here. Check it, then publish it: it joins the archive, the search and the email to subscribers.",
              "Trang web đã soạn Bản Tin Chúa Nhật này từ giờ lễ, ý lễ, thông báo và sự kiện đã ghi tại đây. Xin xem lại, rồi đăng: Bản Tin sẽ vào mục lưu trữ, phần tìm kiếm và email gửi người nhận tin.",
            ),
          )}
        </Text>
        <Flex gap={2} wrap="wrap">
          <Button
            as="a"
            href={answer.page}
            target="_blank"
            rel="noopener noreferrer"
            mode="ghost"
            icon={EyeOpenIcon}
            text={say(titled("Preview the bulletin", "Xem trước Bản Tin"))}
          />
          <Button
            as="a"
            href={answer.pdf}
            target="_blank"
            rel="noopener noreferrer"
            mode="ghost"
            icon={DocumentPdfIcon}
            text={say(titled("Open the PDF", "Mở tập tin PDF"))}
          />
        </Flex>
        {state.kind === "ready" && state.published ? (
          <Card padding={4} radius={2} tone="positive" data-testid="coming-bulletin-published">
            <Stack space={3}>
              <Text>
                {say(
                  both(
                    "This Sunday's bulletin is published: it is on the website.",
                    "Bản Tin Chúa Nhật này đã được đăng trên trang web.",
                  ),
                )}
              </Text>
              <Box>
                <Button
                  mode="ghost"
                  text={say(titled("Open the published bulletin", "Mở Bản Tin đã đăng"))}
                  onClick={() => state.published && open(state.published)}
                />
              </Box>
            </Stack>
          </Card>
        ) : (
          <Box>
            <Button
              tone="primary"
              icon={state.kind === "publishing" ? Spinner : PublishIcon}
              disabled={state.kind === "publishing"}
              text={
                state.kind === "publishing"
                  ? say(titled("Publishing…", "Đang đăng…"))
                  : say(titled("Publish as this Sunday's bulletin", "Đăng làm Bản Tin Chúa Nhật này"))
              }
              onClick={() => void publish(answer)}
            />
          </Box>
        )}
        {state.kind === "failed" && (
          <Card padding={4} radius={2} tone="critical" role="alert">
            <Text>
              {say(
                both(
                  `Nothing was published (${state.reason}). Try again in a moment.`,
                  `Chưa đăng được (${state.reason}). Xin thử lại sau ít phút.`,
                ),
              )}
            </Text>
          </Card>
        )}
      </Stack>
    </Box>
  );
}
