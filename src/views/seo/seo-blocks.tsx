/**
 * The blocks of a server-rendered page's main content (src/domain/seo/seo-page.ts): texts, link
 * lists, key figures, FAQ, the action into the app and the pager. Plain HTML, no script.
 */
import type { SeoBlock, SeoLink } from '../../domain/seo/seo-page';

function LinkList(props: { links: readonly SeoLink[]; columns?: boolean | undefined }) {
  return (
    <ul className={props.columns ? 'seo-links seo-links--columns' : 'seo-links'}>
      {props.links.map((link) => (
        <li key={`${link.href}|${link.label}`}>
          <a href={link.href}>{link.label}</a>
          {link.detail ? <span className="seo-detail"> · {link.detail}</span> : null}
        </li>
      ))}
    </ul>
  );
}

function TextBlock(props: { block: Extract<SeoBlock, { kind: 'text' }> }) {
  return (
    <section>
      {props.block.title ? <h2>{props.block.title}</h2> : null}
      {props.block.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
    </section>
  );
}

function FactsBlock(props: { block: Extract<SeoBlock, { kind: 'facts' }> }) {
  return (
    <section>
      <h2>{props.block.title}</h2>
      <dl className="seo-facts">
        {props.block.facts.map((f) => (
          <div key={f.label}>
            <dt>{f.label}</dt>
            <dd>{f.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function FaqBlock(props: { block: Extract<SeoBlock, { kind: 'faq' }> }) {
  if (props.block.items.length === 0) return null;
  return (
    <section>
      <h2>{props.block.title}</h2>
      {props.block.items.map((item) => (
        <details key={item.question} open>
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
    </section>
  );
}

function Block(props: { block: SeoBlock }) {
  const { block } = props;
  switch (block.kind) {
    case 'text':
      return <TextBlock block={block} />;
    case 'links':
      return (
        <section>
          <h2>{block.title}</h2>
          <LinkList links={block.links} columns={block.columns} />
        </section>
      );
    case 'facts':
      return <FactsBlock block={block} />;
    case 'faq':
      return <FaqBlock block={block} />;
    case 'action':
      return (
        <p className="seo-action">
          <a className="seo-button" href={block.href}>
            {block.label}
          </a>
          {block.note ? <span className="seo-detail"> {block.note}</span> : null}
        </p>
      );
    case 'pager':
      return (
        <nav className="seo-pager" aria-label={block.label}>
          {block.previous ? (
            <a href={block.previous}>{block.words?.previous ?? '‹ Page précédente'}</a>
          ) : (
            <span />
          )}
          {block.next ? (
            <a href={block.next}>{block.words?.next ?? 'Page suivante ›'}</a>
          ) : (
            <span />
          )}
        </nav>
      );
  }
}

/** The blocks in order. */
export function SeoBlocks(props: { blocks: readonly SeoBlock[] }) {
  return (
    <>
      {props.blocks.map((block, i) => (
        <Block key={i} block={block} />
      ))}
    </>
  );
}

/** The footer's link lists. */
export function FooterLinks(props: {
  title: string;
  links: readonly SeoLink[];
  /** The links' language when it is not the page's (French names in an English frame). */
  lang?: string | undefined;
}) {
  if (props.links.length === 0) return null;
  return (
    <section>
      <h2>{props.title}</h2>
      <div lang={props.lang}>
        <LinkList links={props.links} columns />
      </div>
    </section>
  );
}
