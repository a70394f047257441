import { BookIcon } from "@sanity/icons";
import { type DocumentActionComponent, useClient } from "sanity";
import { useRouter } from "sanity/router";

/**
 * On a Mass-intention request: starts a scheduled intention that refers to it, with the names the family wrote, and
 * opens it for the office to choose the Mass and whether it may be published (off until the office says so).
 */
export const ScheduleIntentionAction: DocumentActionComponent = (props) => {
  const client = useClient({ apiVersion: "2025-01-01" });
  const router = useRouter();
  const request = (props.published ?? props.draft) as { kind?: string; title?: string } | null;
  if (request?.kind !== "massIntention") return null;
  return {
    label: "Schedule this intention · Xếp ý lễ",
    icon: BookIcon,
    onHandle: async () => {
      const id = crypto.randomUUID();
      await client.create({
        _id: `drafts.${id}`,
        _type: "scheduledIntention",
        intention: request.title ?? "",
        publish: false,
        request: { _type: "reference", _ref: props.id, _weak: true },
      });
      router.navigateIntent("edit", { id, type: "scheduledIntention" });
      props.onComplete();
    },
  };
};
