import { PortableText, type PortableTextComponents } from "@portabletext/react";
import { createElement, type ReactNode } from "react";
import { Link } from "react-router";
import { ExternalLink } from "#app/components/external-link";
import { safeHref } from "#app/features/content/safe-href";
import type { RichTextBlock } from "#app/features/content/types";

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

export function Heading({
  level,
  id,
  className,
  children,
}: {
  level: HeadingLevel;
  id?: string;
  className: string;
  children: ReactNode;
}) {
  return createElement(`h${level}`, { id, className }, children);
}

function SafeLink({ href, children }: { href: string | undefined; children: ReactNode }) {
  const safe = safeHref(href);
  // A link we do not trust stays as its text: never a live javascript: or data: link.
  if (!safe) return <>{children}</>;
  const className = "font-medium text-blue-800 underline underline-offset-2 hover:text-blue-950";
  if (safe.startsWith("/")) {
    return (
      <Link to={safe} className={className}>
        {children}
      </Link>
    );
  }
  if (/^https?:/i.test(safe)) {
    return (
      <ExternalLink href={safe} className={className}>
        {children}
      </ExternalLink>
    );
  }
  return (
    <a href={safe} className={className}>
      {children}
    </a>
  );
}

function buildComponents(headingLevel: HeadingLevel): PortableTextComponents {
  const heading = ({ children }: { children?: ReactNode }) => (
    <Heading level={headingLevel} className="mt-4 mb-1 text-lg font-semibold text-stone-900">
      {children}
    </Heading>
  );
  return {
    block: {
      normal: ({ children }) => <p className="my-2">{children}</p>,
      h1: heading,
      h2: heading,
      h3: heading,
      h4: heading,
      h5: heading,
      h6: heading,
      blockquote: ({ children }) => (
        <blockquote className="my-2 border-l-4 border-stone-300 pl-3 italic">{children}</blockquote>
      ),
    },
    list: {
      bullet: ({ children }) => <ul className="my-2 list-disc space-y-1 pl-6">{children}</ul>,
      number: ({ children }) => <ol className="my-2 list-decimal space-y-1 pl-6">{children}</ol>,
    },
    marks: {
      strong: ({ children }) => <strong className="font-semibold">{children}</strong>,
      em: ({ children }) => <em>{children}</em>,
      link: ({ value, children }) => (
        <SafeLink href={typeof value?.href === "string" ? value.href : undefined}>{children}</SafeLink>
      ),
    },
    unknownMark: ({ children }) => <>{children}</>,
    unknownType: () => null,
  };
}

/**
 * Built once per heading level: a new set on each render would be new component types to React, which would then
 * take down and rebuild every paragraph of every announcement whenever a parent renders again.
 */
const componentsByLevel = new Map<HeadingLevel, PortableTextComponents>();

function components(headingLevel: HeadingLevel): PortableTextComponents {
  let built = componentsByLevel.get(headingLevel);
  if (!built) {
    built = buildComponents(headingLevel);
    componentsByLevel.set(headingLevel, built);
  }
  return built;
}

/** Portable Text through @portabletext/react: text is always text, never HTML. */
export function RichText({ value, headingLevel }: { value: RichTextBlock[]; headingLevel: HeadingLevel }) {
  return <PortableText value={value} components={components(headingLevel)} onMissingComponent={false} />;
}
