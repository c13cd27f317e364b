// Notice texts use a tiny markup (paragraphs, `## ` headings, `- ` lists) rendered as elements,
// never as HTML, so stored text can not inject markup.
import type { ReactNode } from 'react';

export function NoticeBody({ body }: { body: string }) {
  const blocks = body.replace(/\r\n/g, '\n').split(/\n{2,}/);
  const out: ReactNode[] = [];
  blocks.forEach((block, i) => {
    const lines = block.split('\n').filter((l) => l.trim() !== '');
    if (lines.length === 0) return;
    const items: string[] = [];
    const flush = (key: string) => {
      if (items.length)
        out.push(
          <ul key={key}>
            {items.splice(0).map((it, j) => (
              <li key={j}>{it}</li>
            ))}
          </ul>,
        );
    };
    const para: string[] = [];
    const flushPara = (key: string) => {
      if (para.length) out.push(<p key={key}>{para.splice(0).join(' ')}</p>);
    };
    lines.forEach((line, j) => {
      const key = `${i}-${j}`;
      if (line.startsWith('## ')) {
        flush(`${key}u`);
        flushPara(`${key}p`);
        out.push(<h2 key={key}>{line.slice(3)}</h2>);
      } else if (line.startsWith('- ')) {
        flushPara(`${key}p`);
        items.push(line.slice(2));
      } else {
        flush(`${key}u`);
        para.push(line);
      }
    });
    flush(`${i}u`);
    flushPara(`${i}p`);
  });
  return <div className="gh-notice__body">{out}</div>;
}
