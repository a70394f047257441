import type { ReactNode } from "react";
import { type FieldProps, type InputProps, useCurrentLocale } from "sanity";
import { vietnameseHalf } from "./bilingual-text";

/** The Vietnamese half of the Studio's texts when the Studio is in Vietnamese; nothing to change in another language. */
function useVietnamese(): ((text: string) => string) | null {
  const { id } = useCurrentLocale();
  return id.startsWith("vi") ? vietnameseHalf : null;
}

function described<T extends string | ReactNode>(description: T, say: (text: string) => string): T | string {
  return typeof description === "string" ? say(description) : description;
}

/** Every field of every form: in a Studio in Vietnamese, its title, help text and messages in Vietnamese only. */
export function LocalizedField(props: FieldProps) {
  const say = useVietnamese();
  if (!say) return props.renderDefault(props);
  return props.renderDefault({
    ...props,
    title: props.title === undefined ? undefined : say(props.title),
    description: described(props.description, say),
    validation: props.validation.map((item) => ({ ...item, message: say(item.message) })),
  } as FieldProps);
}

/** Some inputs (a switch, a date and time) draw their own title and help text from their type: the same, for those. */
export function LocalizedInput(props: InputProps) {
  const say = useVietnamese();
  const { schemaType } = props;
  if (!say) return props.renderDefault(props);
  return props.renderDefault({
    ...props,
    schemaType: {
      ...schemaType,
      title: schemaType.title === undefined ? undefined : say(schemaType.title),
      description: described(schemaType.description, say),
    },
  } as InputProps);
}
