import type { LegalText } from '@common/legal';
import type { ReactNode } from 'react';

/** A rules, agreement or about page; `children` follow the sections. */
export function LegalDocument({ text, children }: { text: LegalText; children?: ReactNode }) {
  return (
    <article className="panel legal-document">
      <h1>{text.title}</h1>
      {text.sections.map((section) => (
        <section key={section.heading}>
          <h2>{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      {children}
    </article>
  );
}
