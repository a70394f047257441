import type { DocumentActionComponent, DocumentActionsContext, Template } from "sanity";
import { describe, expect, it } from "vitest";
import config from "../sanity.config";
import { ScheduleIntentionAction } from "../schedule-intention-action";

type Actions = (previous: DocumentActionComponent[], context: DocumentActionsContext) => DocumentActionComponent[];
type Templates = (previous: Template[]) => Template[];

const named = (action: string) => Object.assign(() => null, { action }) as unknown as DocumentActionComponent;
const allActions = ["publish", "unpublish", "discardChanges", "duplicate", "delete", "restore"].map(named);

function actionsFor(schemaType: string): string[] {
  const actions = config.document?.actions as Actions;
  return actions(allActions, { schemaType } as DocumentActionsContext).map((action) => String(action.action));
}

describe("what the office can do in the Studio", () => {
  it("never creates a request or a second settings document by hand", () => {
    const templates = (config.schema?.templates as Templates)(
      ["announcement", "request", "siteSettings", "bulletinSettings", "bulletinSunday"].map((schemaType) => ({
        id: schemaType,
        schemaType,
        title: schemaType,
        value: {},
      })),
    );
    expect(templates.map((template) => template.schemaType)).toEqual(["announcement", "bulletinSunday"]);
  });

  it("works a request (its status saved as typed, delete it) but never copies one; the settings are never deleted", () => {
    const onRequest = (config.document?.actions as Actions)(allActions, {
      schemaType: "request",
    } as DocumentActionsContext);
    expect(onRequest.slice(0, -1).map((action) => String(action.action))).toEqual(["delete", "restore"]);
    // …and turns a Mass-intention request into a scheduled intention.
    expect(onRequest.at(-1)).toBe(ScheduleIntentionAction);
    expect(actionsFor("siteSettings")).toEqual(["publish", "discardChanges", "restore"]);
    expect(actionsFor("bulletinSettings")).toEqual(["publish", "discardChanges", "restore"]);
    expect(actionsFor("announcement")).toHaveLength(allActions.length);
  });
});
