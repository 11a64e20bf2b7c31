import { useState } from 'react';

export interface CopyButtonProps {
  text: string;
  /** What is copied, for the button's name: "Copy the CSS". */
  what: string;
}

/** Copies `text` to the clipboard and says whether it could (a browser may refuse: then the text is there to select). */
export function CopyButton({ text, what }: CopyButtonProps) {
  const [said, setSaid] = useState('');
  const copy = () => {
    setSaid('');
    navigator.clipboard.writeText(text).then(
      () => setSaid('Copied.'),
      () => setSaid('The browser refused: select the text and copy it.'),
    );
  };
  return (
    <span className="pb-studio-copy">
      <button type="button" className="pb-button" data-variant="secondary" onClick={copy}>
        Copy {what}
      </button>
      <span role="status">{said}</span>
    </span>
  );
}
