import { useRef, type ReactNode } from 'react';
import { keepVariant, MAX_VARIANT_TEXT, storeCustomVariant, type CustomGame } from '../custom/custom-game.js';
import { playHash, rulesHash } from '../routes/route.js';
import type { Checked } from './lab-state.js';
import { sharedPlayHash } from './share-codec.js';

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => { URL.revokeObjectURL(url); }, 1000);
}

/**
 * What can be done with the rules as they stand: play them or read them (kept in this browser first),
 * share them in a link that carries the variant, keep them under "Your variants", export and import a file.
 */
export function LabActions({ checked, id, text, seed, link, onLink, onNotice, onImport }: {
  readonly checked: Checked;
  /** The id written in the config, which names the exported file. */
  readonly id: string;
  readonly text: string;
  readonly seed: number;
  readonly link: string | null;
  readonly onLink: (link: string) => void;
  readonly onNotice: (notice: string) => void;
  readonly onImport: (text: string, fileName: string) => void;
}): ReactNode {
  const fileInput = useRef<HTMLInputElement>(null);
  const keep = (): CustomGame | null => {
    if (!checked.ok) {
      onNotice(`Not yet: ${checked.message}`);
      return null;
    }
    if (!storeCustomVariant(checked.game.text) || !keepVariant(checked.game)) {
      onNotice('This browser would not keep the variant (its storage is off or full), so it cannot be opened.');
      return null;
    }
    return checked.game;
  };
  const open = (page: 'play' | 'rules'): void => {
    const game = keep();
    if (game) window.location.hash = page === 'play' ? playHash(game.variant.id, seed) : rulesHash(game.variant.id);
  };
  const share = (): void => {
    if (!checked.ok) {
      onNotice(`Not yet: ${checked.message}`);
      return;
    }
    const url = `${window.location.origin}${window.location.pathname}${sharedPlayHash(checked.variant, seed)}`;
    onLink(url);
    if ('clipboard' in navigator && typeof navigator.clipboard.writeText === 'function') {
      navigator.clipboard.writeText(url).then(() => { onNotice('Link copied: it opens this variant at this deal in any browser.'); }, () => { onNotice('Copy the link below to share this variant.'); });
    } else onNotice('Copy the link below to share this variant.');
  };
  const importFile = (file: File | undefined): void => {
    if (!file) return;
    if (file.size > MAX_VARIANT_TEXT) {
      onNotice(`${file.name} is ${file.size.toLocaleString('en')} bytes; a variant file is at most ${MAX_VARIANT_TEXT.toLocaleString('en')}, so it was not read.`);
      return;
    }
    file.text().then((content) => { onImport(content, file.name); }, () => { onNotice(`${file.name} could not be read.`); });
  };
  return (
    <div className="lab-actions-bar">
      <p className="lab-actions">
        <button type="button" className="primary" onClick={() => { open('play'); }}>Play it</button>
        <button type="button" onClick={() => { open('rules'); }}>Read its rules</button>
        <button type="button" onClick={share}>Share a link</button>
        <button type="button" onClick={() => { if (keep()) onNotice(`Kept under Your variants: ${checked.ok ? checked.variant.name : ''}.`); }}>Keep it</button>
        <button type="button" onClick={() => { download(`${id || 'variant'}.json`, text); }}>Export .json</button>
        <button type="button" onClick={() => { fileInput.current?.click(); }}>Import .json</button>
        <input ref={fileInput} type="file" accept=".json,application/json" hidden data-testid="lab-import" onChange={(e) => { importFile(e.target.files?.[0]); e.target.value = ''; }} />
      </p>
      {link !== null && (
        <p className="lab-link">
          <label htmlFor="lab-link">Link to this variant at deal {seed} ({link.length.toLocaleString('en')} characters)</label>
          <input id="lab-link" type="text" readOnly value={link} onFocus={(e) => { e.target.select(); }} />
        </p>
      )}
    </div>
  );
}
