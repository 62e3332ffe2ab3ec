import { Fragment } from 'react';
import styles from './careersDialogs.module.css';
import { textBlocks } from './textBlocks';

/** Admin-typed plain text with its line breaks and bullets, rendered as elements (never as HTML). */
export function PlainText({ text }: { text: string }) {
  return (
    <div className={styles.plainText}>
      {textBlocks(text).map((block, i) => {
        if (block.kind === 'paragraph') {
          return (
            <p key={i}>
              {block.lines.map((line, j) => (
                <Fragment key={j}>
                  {j > 0 && <br />}
                  {line}
                </Fragment>
              ))}
            </p>
          );
        }
        const List = block.kind === 'bullets' ? 'ul' : 'ol';
        return (
          <List key={i}>
            {block.items.map((item, j) => (
              <li key={j}>{item}</li>
            ))}
          </List>
        );
      })}
    </div>
  );
}
