/** Markup payloads for hostile input, and a check that none of them became markup or ran. */
import type { Page } from '@playwright/test';

/** Markup that, if it ever became markup, would run and set `window.__pwned`. */
export const IMG = '<img src=x onerror="window.__pwned=1">';
export const SCRIPT = '<script>window.__pwned=1</script>';
export const SVG = '<svg onload="window.__pwned=1">';

/**
 * What the page holds that should not be there: a flag set by injected script, any inline event handler
 * attribute, a script carrying the payload, or the payload's image. Empty when all is well.
 */
export async function injected(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    if ((window as unknown as { __pwned?: unknown }).__pwned !== undefined) found.push('window.__pwned was set');
    for (const el of document.querySelectorAll('*')) {
      for (const attr of el.attributes) if (attr.name.startsWith('on')) found.push(`<${el.tagName.toLowerCase()} ${attr.name}>`);
    }
    for (const script of document.scripts) if (script.text.includes('__pwned')) found.push('a script with the payload');
    for (const img of document.images) if (img.getAttribute('src') === 'x') found.push('an <img src=x>');
    return found;
  });
}
