import { useId } from "react";
import { useLanguage, useT } from "#app/i18n/use-language";
import { SearchIcon } from "./ui/icons";

/**
 * The site search as a plain GET form to /search: it works before and without JavaScript and adds no code of its own.
 * `label` names the landmark, so the header's and a page's search forms are told apart.
 */
export function SearchForm({
  label,
  defaultValue = "",
  tone = "light",
  className = "",
}: {
  label: string;
  defaultValue?: string;
  tone?: "light" | "dark";
  className?: string;
}) {
  const t = useT();
  const lang = useLanguage();
  const id = useId();
  const field =
    tone === "dark"
      ? "border-white/40 bg-white/10 text-white placeholder:text-blue-100 focus-visible:outline-white"
      : "border-stone-400 bg-white text-stone-900 placeholder:text-stone-600 focus-visible:outline-blue-800";
  return (
    <form
      method="get"
      action="/search"
      role="search"
      aria-label={label}
      className={`flex items-stretch gap-1 ${className}`}
    >
      {/* Without JavaScript too, the results come in the language of the page the visitor searched from. */}
      <input type="hidden" name="lang" value={lang} />
      <label htmlFor={id} className="sr-only">
        {t("search.field")}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={defaultValue}
        placeholder={t("search.placeholder")}
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
        className={`min-h-11 w-full min-w-0 rounded-md border px-3 text-base focus-visible:outline-2 ${field}`}
      />
      <button
        type="submit"
        className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-3 font-semibold focus-visible:outline-2 ${tone === "dark" ? "bg-white text-blue-950 focus-visible:outline-white" : "bg-blue-900 text-white hover:bg-blue-800 focus-visible:outline-blue-800"}`}
      >
        <SearchIcon className="h-5 w-5" />
        <span className="sr-only">{t("search.submit")}</span>
      </button>
    </form>
  );
}
