import type { Move, PileId, Suit } from '@patience/core';
import type { SnapshotCard, SnapshotPile } from '@patience/core/snapshot';
import { backSvg, cardCode, cardName, faceSvg, rankLabel, type CardFace } from './card.js';
import { dropMove, movesFrom, rankDestinations, stockMove } from './choose.js';
import { cardOffset, layoutBoard, type BoardLayout, type PileBox } from './layout.js';
import type { Board, BoardConfig, BoardSelection } from './types.js';

type ShownCard = SnapshotPile['cards'][number];

/** A pointer press that may become a drag (after a few pixels) or stay a tap. */
interface Press {
  readonly pointerId: number;
  readonly pile: PileId;
  readonly count: number;
  readonly startX: number;
  readonly startY: number;
  /** Where the pointer holds the lowest card picked up, as fractions of a card's width and height. */
  readonly grabX: number;
  readonly grabY: number;
  /** The pointer's last place (client coordinates): a redraw mid-drag puts the cards back under it. */
  lastX: number;
  lastY: number;
  dragging: boolean;
}

/** The last tap that played a card: a second tap on the same card plays it to the next destination. */
interface TapCycle {
  readonly cardId: number;
  readonly tried: PileId[];
}

/** The keyboard's place: a pile, and how many of its top cards the focus ring holds. */
interface KeyFocus {
  pile: number;
  count: number;
}

const DRAG_THRESHOLD = 5;
const PILE_WORD: Record<SnapshotPile['kind'], string> = {
  tableau: 'column', foundation: 'foundation', cell: 'cell', stock: 'stock', waste: 'waste', reserve: 'reserve',
};
const SUIT_MARK: Record<Suit, string> = { clubs: '♣', diamonds: '♦', hearts: '♥', spades: '♠' };

function isShown(card: ShownCard): card is SnapshotCard {
  return 'id' in card;
}

/** The value, or a typed failure naming what was missing: for lookups the board's own tables guarantee. */
function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new TypeError(`@patience/board: ${what} is missing`);
  return value;
}

const FACES: readonly CardFace[] = ['standard', 'pips', 'large'];

/** A config's `face`, refused with a message naming it when it is none of the faces (before any state changes). */
function checkedFace(config: Partial<BoardConfig>): void {
  if (config.face !== undefined && !FACES.includes(config.face)) {
    throw new TypeError(`@patience/board: face must be 'standard', 'pips' or 'large'; got ${JSON.stringify(config.face)}`);
  }
}

function cardKey(pile: SnapshotPile, index: number): string {
  const card = present(pile.cards[index], `card ${index} of ${pile.id}`);
  // A face-down card of a player's view has no identity: it is keyed by its place, as it cannot be followed.
  return isShown(card) ? `c${card.id}` : `h-${pile.id}-${index}`;
}

/**
 * Draws a patience position in `element` and plays it by drag, tap and keyboard. The board knows no rules:
 * it offers only the moves the host passes (core's legal moves) and tells the host which one the player chose.
 * @example
 * const board = createBoard(el, { variant, position: game.snapshot(), events: { move: (m) => { game.move(m); board.set({ position: game.snapshot() }); } } });
 */
export function createBoard(element: HTMLElement, initial: BoardConfig): Board {
  checkedFace(initial);
  let config: BoardConfig = { ...initial };
  const doc = element.ownerDocument;
  const view = present(doc.defaultView, 'the element\'s window');
  const interactive = initial.interactive ?? true;
  const root = doc.createElement('div');
  root.className = interactive ? 'pb-board' : 'pb-board pb-static';
  if (interactive) {
    root.tabIndex = 0;
    root.setAttribute('role', 'application');
    root.setAttribute('aria-roledescription', 'patience board');
  }
  const live = doc.createElement('div');
  live.className = 'pb-live';
  live.setAttribute('aria-live', 'polite');
  const overlay = doc.createElementNS('http://www.w3.org/2000/svg', 'svg');
  overlay.setAttribute('class', 'pb-overlay');
  const refusalNode = doc.createElement('div');
  refusalNode.className = 'pb-refusal';
  refusalNode.setAttribute('role', 'status');
  root.append(overlay, refusalNode);
  // A game whose tableau is dealt again has no stock to tap for its redeal: the board offers it as a button
  // while the redeal is among the moves.
  const redealButton = doc.createElement('button');
  redealButton.type = 'button';
  redealButton.className = 'pb-redeal';
  redealButton.hidden = true;
  // A picture says nothing aloud: its host names it.
  if (interactive) root.append(live, redealButton);
  element.append(root);

  const pileNodes = new Map<PileId, HTMLElement>();
  const cardNodes = new Map<string, HTMLElement>();
  const cardFace = new Map<string, string>();
  /** Each card's top left in the board, from the last draw: hint arrows, refusals and drags start from it. */
  const cardPlace = new Map<string, { x: number; y: number }>();
  let layout: BoardLayout | null = null;
  let frame = 0;
  let selection: { pile: PileId; count: number } | null = null;
  let press: Press | null = null;
  let cycle: TapCycle | null = null;
  const focus: KeyFocus = { pile: 0, count: 1 };
  let keyboardActive = false;

  const moves = (): readonly Move[] => config.moves ?? config.position.legalMoves;
  const piles = (): readonly SnapshotPile[] => config.position.piles;
  const pileOf = (id: PileId): SnapshotPile => present(piles().find((p) => p.id === id), `pile ${id}`);
  const kindOfPile = (id: PileId): SnapshotPile['kind'] => pileOf(id).kind;
  const topCards = (id: PileId, count: number): SnapshotCard[] =>
    pileOf(id).cards.slice(-count).filter(isShown);

  function announce(text: string): void {
    live.textContent = text;
  }

  function describe(id: PileId, count: number): string {
    const cards = topCards(id, count);
    const first = cards[0];
    if (!first) return `${id}, empty`;
    return count > 1 ? `${cardName(first.rank, first.suit)} and ${count - 1} more on ${id}` : `${cardName(first.rank, first.suit)} on ${id}`;
  }

  // ---- drawing ----

  function schedule(): void {
    if (frame === 0) frame = view.requestAnimationFrame(() => { frame = 0; draw(); });
  }

  function draw(): void {
    const { position, variant } = config;
    layout = layoutBoard(variant, position, element.clientWidth || 800, element.clientHeight || 600, {
      orientation: config.orientation ?? 'auto', maxCardWidth: config.maxCardWidth ?? 120,
    });
    root.style.setProperty('--pb-card-w', `${layout.cardWidth}px`);
    root.style.setProperty('--pb-card-h', `${layout.cardHeight}px`);
    const seenPiles = new Set<PileId>();
    const seenCards = new Set<string>();
    let z = 0;
    for (const pile of position.piles) {
      const box = present(layout.piles.get(pile.id), `the box of ${pile.id}`);
      seenPiles.add(pile.id);
      drawPile(pile, box, layout.cardHeight);
      const faceUps = pile.cards.map((c) => c.faceUp);
      pile.cards.forEach((card, index) => {
        const key = cardKey(pile, index);
        seenCards.add(key);
        const at = cardOffset(box, faceUps, index);
        cardPlace.set(key, { x: box.x + at.x, y: box.y + at.y });
        drawCard(key, card, pile.id, index, at.x, at.y, ++z);
      });
    }
    for (const [id, node] of pileNodes) if (!seenPiles.has(id)) { node.remove(); pileNodes.delete(id); }
    for (const [key, node] of cardNodes) {
      if (!seenCards.has(key)) { node.remove(); cardNodes.delete(key); cardFace.delete(key); cardPlace.delete(key); }
    }
    // A redraw mid-drag (the window resized) lays the piles out anew: the held cards follow the pointer still.
    if (press?.dragging) followPointer(press);
    drawRedealButton();
    drawMarks();
  }

  /** The redeal button: shown, with the redeals left, while a redeal is legal in a position with no stock. */
  function drawRedealButton(): void {
    const offered = !hasStock() && moves().some((m) => m.kind === 'redeal');
    if (redealButton.hidden !== !offered) redealButton.hidden = !offered;
    if (!offered) return;
    const left = config.position.redealsLeft;
    const text = left === 'unlimited' ? 'Redeal' : `Redeal (${left} left)`;
    if (redealButton.textContent !== text) redealButton.textContent = text;
    // In the stock's place, a card in size, where the layout kept it; else the CSS's corner of the board.
    const slot = layout?.redealSlot ?? null;
    redealButton.classList.toggle('pb-redeal-slot', slot !== null);
    redealButton.style.left = slot ? `${slot.x}px` : '';
    redealButton.style.top = slot ? `${slot.y}px` : '';
  }

  /** Whether the position has a stock: a redeal then turns the waste over; without one it deals the tableau again. */
  const hasStock = (): boolean => piles().some((p) => p.kind === 'stock');
  const redealWords = (): string => (hasStock() ? 'Waste turned over' : 'Tableau dealt again');

  function tapRedeal(): void {
    const redeal = moves().find((m) => m.kind === 'redeal');
    if (redeal) { announce(redealWords()); choose(redeal); }
  }

  function drawPile(pile: SnapshotPile, box: PileBox, cardHeight: number): void {
    let node = pileNodes.get(pile.id);
    if (!node) {
      node = doc.createElement('div');
      node.dataset['pile'] = pile.id;
      // A named group of cards: the role lets screen readers read the pile's label.
      node.setAttribute('role', 'group');
      // Piles in the position's order, before the marks drawn over them: a screen reader reads t1 first.
      root.insertBefore(node, overlay);
      pileNodes.set(pile.id, node);
    }
    const classes = ['pb-pile', `pb-${pile.kind}`];
    let label = '';
    if (pile.kind === 'stock') {
      const { redealsLeft } = config.position;
      const canRedeal = redealsLeft === 'unlimited' || redealsLeft > 0;
      label = pile.cards.length > 0 ? String(pile.cards.length) : canRedeal ? '↻' : '✕';
      if (pile.cards.length === 0 && !canRedeal) classes.push('pb-no-redeal');
    } else if (pile.kind === 'foundation' && pile.suit) {
      label = SUIT_MARK[pile.suit];
    }
    setIfChanged(node, 'className', classes.join(' '));
    setData(node, 'covered', isCoveredNow(pile.id) ? 'true' : null);
    const name = pileLabel(pile);
    if (node.getAttribute('aria-label') !== name) node.setAttribute('aria-label', name);
    setLabel(node, label);
    if (pile.kind === 'stock') node.dataset['count'] = String(pile.cards.length);
    node.style.left = `${box.x}px`;
    node.style.top = `${box.y}px`;
    node.style.height = `${pile.kind === 'tableau' ? box.height : cardHeight}px`;
  }

  /** A pile's label ("24", "↻", a suit) is its own text node, so that the cards inside the pile stay. */
  function setLabel(node: HTMLElement, label: string): void {
    let text = node.firstChild;
    if (!text || text.nodeType !== text.TEXT_NODE) { text = doc.createTextNode(''); node.prepend(text); }
    if (text.textContent !== label) text.textContent = label;
  }

  /** Draws a card inside its pile's node (moving it there when it changed piles), at `x`, `y` in the pile. */
  function drawCard(key: string, card: ShownCard, pile: PileId, index: number, x: number, y: number, z: number): void {
    let node = cardNodes.get(key);
    if (!node) {
      node = doc.createElement('div');
      node.dataset['key'] = key;
      // A card is a picture with a name: the role lets screen readers read its label.
      node.setAttribute('role', 'img');
      cardNodes.set(key, node);
    }
    const pileNode = present(pileNodes.get(pile), `the node of ${pile}`);
    if (pileNode.children[index] !== node) pileNode.insertBefore(node, pileNode.children[index] ?? null);
    const style = config.face ?? 'standard';
    const face = isShown(card) && card.faceUp ? `${rankLabel(card.rank)}${card.suit}${style}` : 'back';
    if (cardFace.get(key) !== face) {
      node.innerHTML = face === 'back' ? backSvg() : faceSvg((card as SnapshotCard).rank, (card as SnapshotCard).suit, style);
      cardFace.set(key, face);
      node.setAttribute('aria-label', face === 'back' ? 'face-down card' : cardName((card as SnapshotCard).rank, (card as SnapshotCard).suit));
      node.dataset['face'] = face === 'back' ? 'down' : 'up';
      // A face-down card's identity never reaches the DOM: a player's view must not be read from the page.
      if (face === 'back') delete node.dataset['card'];
      else node.dataset['card'] = cardCode((card as SnapshotCard).rank, (card as SnapshotCard).suit);
    }
    node.dataset['index'] = String(index);
    setIfChanged(node, 'className', `pb-card${card.faceUp ? '' : ' pb-down'}`);
    node.style.transform = `translate(${x}px, ${y}px)`;
    node.style.zIndex = String(z);
  }

  /** A pile's name for screen readers: "column 3, 5 cards, Queen of hearts on top", "stock, 24 cards", "cell 2, empty". */
  function pileLabel(pile: SnapshotPile): string {
    const number = /\d+$/.exec(pile.id)?.[0];
    const name = `${PILE_WORD[pile.kind]}${number === undefined ? '' : ` ${number}`}`;
    const count = pile.cards.length;
    if (count === 0) return `${name}, empty`;
    const top = pile.cards[count - 1];
    const shown = top && isShown(top) && top.faceUp ? `, ${cardName(top.rank, top.suit)} on top` : '';
    return `${name}, ${count} ${count === 1 ? 'card' : 'cards'}${shown}`;
  }

  /** Whether a pile of a covered tableau (Pyramid, TriPeaks) still has a pile on it holding cards, from the variant's table. */
  function isCoveredNow(id: PileId): boolean {
    const tableau = piles().filter((p) => p.kind === 'tableau');
    const index = tableau.findIndex((p) => p.id === id);
    const over = index < 0 ? undefined : config.variant.layout.tableau[index]?.coveredBy;
    return (over ?? []).some((n) => (tableau[n - 1]?.cards.length ?? 0) > 0);
  }

  function setIfChanged(node: HTMLElement, field: 'className' | 'textContent', value: string): void {
    if (node[field] !== value) node[field] = value;
  }

  /** Marks the selection, the hint (card, destination and arrow), the keyboard focus and the refusal. */
  function drawMarks(): void {
    for (const node of cardNodes.values()) node.classList.remove('pb-selected', 'pb-hint-from', 'pb-focus');
    for (const node of pileNodes.values()) node.classList.remove('pb-hint-to', 'pb-focus');
    for (const [id, node] of pileNodes) markPile(node, id);
    if (selection) for (const node of runNodes(selection.pile, selection.count)) node.classList.add('pb-selected');
    overlay.replaceChildren();
    const hint = config.hint?.move;
    if (hint) drawHint(hint);
    if (keyboardActive) {
      const pile = piles()[focus.pile];
      if (pile) {
        const run = runNodes(pile.id, focus.count);
        if (run.length > 0) run.forEach((n) => { n.classList.add('pb-focus'); });
        else pileNodes.get(pile.id)?.classList.add('pb-focus');
      }
    }
    drawRefusal();
  }

  /**
   * A pile's state as data attributes, for the host's styles and tests: picked up from (`data-selected`), a
   * legal place for the held cards (`data-target="legal"`), the hint's source or destination (`data-hint`),
   * the keyboard's place (`data-focus`).
   */
  function markPile(node: HTMLElement, id: PileId): void {
    const hint = config.hint?.move;
    const hinted = !hint ? null : hint.kind !== 'move' ? (id === 'stock' ? 'to' : null) : hint.from === id ? 'from' : hint.to === id ? 'to' : null;
    const legal = selection !== null && dropMove(moves(), kindOfPile, selection.pile, selection.count, id) !== undefined;
    const focused = keyboardActive && piles()[focus.pile]?.id === id;
    setData(node, 'selected', selection?.pile === id ? 'true' : null);
    setData(node, 'target', legal ? 'legal' : null);
    setData(node, 'hint', hinted);
    setData(node, 'focus', focused ? 'true' : null);
  }

  function setData(node: HTMLElement, name: string, value: string | null): void {
    if (value === null) node.removeAttribute(`data-${name}`);
    else if (node.dataset[name] !== value) node.dataset[name] = value;
  }

  function drawHint(hint: Move): void {
    if (hint.kind !== 'move') { pileNodes.get('stock')?.classList.add('pb-hint-to'); return; }
    const from = runNodes(hint.from, hint.count);
    from.forEach((n) => { n.classList.add('pb-hint-from'); });
    pileNodes.get(hint.to)?.classList.add('pb-hint-to');
    const start = from[0] ? centreOf(from[0]) : null;
    const end = targetCentre(hint.to);
    if (!start || !end) return;
    const line = doc.createElementNS('http://www.w3.org/2000/svg', 'line');
    line.setAttribute('class', 'pb-arrow');
    line.setAttribute('x1', String(start.x));
    line.setAttribute('y1', String(start.y));
    line.setAttribute('x2', String(end.x));
    line.setAttribute('y2', String(end.y));
    line.setAttribute('marker-end', 'url(#pb-arrowhead)');
    const defs = doc.createElementNS('http://www.w3.org/2000/svg', 'defs');
    defs.innerHTML = '<marker id="pb-arrowhead" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" class="pb-arrowhead"/></marker>';
    overlay.append(defs, line);
  }

  function drawRefusal(): void {
    const refusal = config.refusal;
    if (!refusal || !layout) { refusalNode.hidden = true; refusalNode.textContent = ''; return; }
    const box = layout.piles.get(refusal.pile);
    const top = runNodes(refusal.pile, 1)[0];
    const at = top ? centreOf(top) : box ? { x: box.x + layout.cardWidth / 2, y: box.y + layout.cardHeight / 2 } : { x: 0, y: 0 };
    refusalNode.hidden = false;
    refusalNode.textContent = refusal.message;
    refusalNode.style.left = `${at.x + layout.cardWidth / 2 + 4}px`;
    refusalNode.style.top = `${at.y - layout.cardHeight / 2}px`;
  }

  function runNodes(id: PileId, count: number): HTMLElement[] {
    const pile = pileOf(id);
    const start = Math.max(pile.cards.length - count, 0);
    const nodes: HTMLElement[] = [];
    for (let i = start; i < pile.cards.length; i++) {
      const node = cardNodes.get(cardKey(pile, i));
      if (node) nodes.push(node);
    }
    return nodes;
  }

  function centreOf(node: HTMLElement): { x: number; y: number } {
    const at = present(cardPlace.get(node.dataset['key'] ?? ''), 'the card\'s place');
    const size = present(layout, 'the layout');
    return { x: at.x + size.cardWidth / 2, y: at.y + size.cardHeight / 2 };
  }

  function targetCentre(id: PileId): { x: number; y: number } | null {
    const top = runNodes(id, 1)[0];
    if (top) return centreOf(top);
    if (!layout) return null;
    const box = layout.piles.get(id);
    return box ? { x: box.x + layout.cardWidth / 2, y: box.y + layout.cardHeight / 2 } : null;
  }

  // ---- choosing moves ----

  function choose(move: Move): void {
    selection = null;
    // A snapshot's moves carry their notation; the host gets core's plain Move, as `game.move` takes it.
    config.events?.move?.(move.kind === 'move' ? { kind: 'move', from: move.from, to: move.to, count: move.count } : { kind: move.kind });
  }

  function refuse(from: PileId, count: number, to?: PileId): void {
    const cards = count > 0 ? topCards(from, count) : [];
    config.events?.refused?.(to === undefined ? { from, cards } : { from, to, cards });
    announce(to === undefined ? `No move for ${describe(from, count)}` : `Cannot move ${describe(from, count)} to ${to}`);
  }

  function select(pile: PileId | null, count = 0): void {
    selection = pile === null ? null : { pile, count };
    const payload: BoardSelection | null = pile === null ? null : { pile, count, cards: topCards(pile, count) };
    config.events?.select?.(payload);
    drawMarks();
  }

  function tapStock(): void {
    const move = stockMove(moves());
    if (move) { announce(move.kind === 'deal' ? 'Dealt' : redealWords()); choose(move); }
    else refuse('stock', 0);
  }

  /** A tap on a card: the hint's move when it names this card, else the best destination; again, the next. */
  function tapCard(id: PileId, count: number): void {
    const top = topCards(id, count)[0];
    if (!top) { refuse(id, count); return; }
    const candidates = rankDestinations(movesFrom(moves(), id, count), (p) => pileOf(p).kind,
      (p) => pileOf(p).cards.length === 0, config.hint?.move ?? null);
    const tried = cycle !== null && cycle.cardId === top.id ? cycle.tried : [];
    const fresh = candidates.filter((m) => !tried.includes(m.to));
    const move = fresh[0] ?? candidates[0];
    if (!move) { cycle = null; refuse(id, count); return; }
    cycle = { cardId: top.id, tried: fresh.length > 0 ? [...tried, id, move.to] : [id, move.to] };
    announce(`${describe(id, count)} to ${move.to}`);
    choose(move);
  }

  /**
   * A tap in a game of pairs (Pyramid): a card that goes out alone (a King) goes at once; any other free card is
   * picked up, and the next tap names its partner (or, on the same card, puts it back down).
   */
  function tapPair(id: PileId, count: number): void {
    if (selection) {
      const held = selection;
      if (held.pile === id) { select(null); announce('Put down'); } else drop(held.pile, held.count, id);
      return;
    }
    const from = movesFrom(moves(), id, count);
    const alone = from.find((m) => pileOf(m.to).kind === 'foundation');
    if (alone) { announce(`${describe(id, count)} to ${alone.to}`); choose(alone); return; }
    if (from.length === 0) { refuse(id, count); return; }
    select(id, count);
    announce(`Picked up ${describe(id, count)}`);
  }

  function drop(from: PileId, count: number, to: PileId): void {
    const move = dropMove(moves(), kindOfPile, from, count, to);
    if (!move) { select(null); refuse(from, count, to); return; }
    announce(move.kind === 'redeal' ? 'Waste turned over' : `${describe(from, count)} to ${to}`);
    choose(move);
  }

  // ---- pointer ----

  function cardTarget(event: Event): { pile: PileId; count: number } | null {
    const node = (event.target as Element | null)?.closest('.pb-card, .pb-pile') as HTMLElement | null;
    const pileNode = node?.closest<HTMLElement>('.pb-pile');
    if (!node || !pileNode || !root.contains(node)) return null;
    const pile = pileNode.dataset['pile'] as PileId;
    if (!node.classList.contains('pb-card')) return { pile, count: 0 };
    const index = Number(node.dataset['index']);
    return { pile, count: pileOf(pile).cards.length - index };
  }

  function pileAt(clientX: number, clientY: number): PileId | null {
    if (!layout) return null;
    const rect = root.getBoundingClientRect();
    const x = clientX - rect.left;
    const y = clientY - rect.top;
    let best: { id: PileId; distance: number } | null = null;
    for (const box of layout.piles.values()) {
      const inside = x >= box.x && x <= box.x + layout.cardWidth && y >= box.y && y <= box.y + box.height
        + pileOf(box.id).cards.length * box.faceUpStep;
      const distance = Math.hypot(x - (box.x + layout.cardWidth / 2), y - (box.y + layout.cardHeight / 2));
      if (inside && (!best || distance < best.distance)) best = { id: box.id, distance };
    }
    return best?.id ?? null;
  }

  function onPointerDown(event: PointerEvent): void {
    if (event.button !== 0) return;
    const target = cardTarget(event);
    if (!target) return;
    const grab = grabOf(target.pile, target.count, event.clientX, event.clientY);
    press = {
      pointerId: event.pointerId, pile: target.pile, count: target.count, startX: event.clientX, startY: event.clientY,
      grabX: grab.x, grabY: grab.y, lastX: event.clientX, lastY: event.clientY, dragging: false,
    };
  }

  /** Where the pointer holds the lowest of the top `count` cards of `pile`, in fractions of a card. */
  function grabOf(pile: PileId, count: number, clientX: number, clientY: number): { x: number; y: number } {
    const lowest = runNodes(pile, count)[0];
    const at = lowest ? cardPlace.get(lowest.dataset['key'] ?? '') : undefined;
    if (!at || !layout) return { x: 0.5, y: 0.5 };
    const rect = root.getBoundingClientRect();
    return { x: (clientX - rect.left - at.x) / layout.cardWidth, y: (clientY - rect.top - at.y) / layout.cardHeight };
  }

  /** Puts the held cards under the pointer, holding them where they were grabbed, whatever the layout now is. */
  function followPointer(held: Press): void {
    const run = runNodes(held.pile, held.count);
    const lowest = run[0];
    const at = lowest ? cardPlace.get(lowest.dataset['key'] ?? '') : undefined;
    if (!at || !layout) return;
    const rect = root.getBoundingClientRect();
    const dx = held.lastX - rect.left - held.grabX * layout.cardWidth - at.x;
    const dy = held.lastY - rect.top - held.grabY * layout.cardHeight - at.y;
    for (const node of run) {
      node.style.translate = `${dx}px ${dy}px`;
      node.classList.add('pb-dragging');
    }
  }

  function onPointerMove(event: PointerEvent): void {
    if (!press || event.pointerId !== press.pointerId) return;
    press.lastX = event.clientX;
    press.lastY = event.clientY;
    if (!press.dragging) {
      const kind = pileOf(press.pile).kind;
      const movable = press.count > 0 && kind !== 'stock' && topCards(press.pile, press.count).every((c) => c.faceUp);
      if (!movable || Math.hypot(event.clientX - press.startX, event.clientY - press.startY) < DRAG_THRESHOLD) return;
      press.dragging = true;
      select(press.pile, press.count);
    }
    followPointer(press);
  }

  function endDrag(): void {
    if (press) for (const node of runNodes(press.pile, press.count)) { node.style.translate = ''; node.classList.remove('pb-dragging'); }
  }

  function onPointerUp(event: PointerEvent): void {
    if (!press || event.pointerId !== press.pointerId) return;
    const ended = press;
    endDrag();
    press = null;
    if (ended.dragging) {
      const to = pileAt(event.clientX, event.clientY);
      if (to === null || to === ended.pile) { select(null); return; }
      drop(ended.pile, ended.count, to);
      return;
    }
    keyboardActive = false;
    if (pileOf(ended.pile).kind === 'stock') tapStock();
    else if (ended.count > 0 && config.variant.rules.foundations?.kind === 'pairs') tapPair(ended.pile, ended.count);
    else if (ended.count > 0) tapCard(ended.pile, ended.count);
  }

  function onPointerCancel(): void {
    if (press?.dragging) select(null);
    endDrag();
    press = null;
  }

  // ---- keyboard ----

  function focusablePiles(): number {
    return piles().length;
  }

  function moveFocus(step: number): void {
    focusOn((focus.pile + step + focusablePiles()) % focusablePiles());
  }

  function focusOn(index: number): void {
    focus.pile = index;
    focus.count = 1;
    announce(describe(present(piles()[focus.pile], 'the focused pile').id, 1));
  }

  function growFocus(step: number): void {
    const pile = present(piles()[focus.pile], 'the focused pile');
    const faceUp = pile.cards.filter((c) => c.faceUp).length;
    const max = pile.kind === 'tableau' ? Math.max(faceUp, 1) : 1;
    focus.count = Math.min(Math.max(focus.count + step, 1), max);
    announce(describe(pile.id, focus.count));
  }

  function onKeyDown(event: KeyboardEvent): void {
    const handled = handleKey(event.key);
    if (handled) { event.preventDefault(); keyboardActive = true; drawMarks(); }
  }

  /** Focus from the keyboard (Tab) shows at once which pile the arrows start from; a click's focus does not. */
  function onFocus(): void {
    if (!root.matches(':focus-visible')) return;
    keyboardActive = true;
    drawMarks();
  }

  function onBlur(): void {
    keyboardActive = false;
    drawMarks();
  }

  function handleKey(key: string): boolean {
    const pile = piles()[focus.pile];
    if (!pile) return false;
    switch (key) {
      case 'ArrowRight': moveFocus(1); return true;
      case 'ArrowLeft': moveFocus(-1); return true;
      case 'Home': focusOn(0); return true;
      case 'End': focusOn(focusablePiles() - 1); return true;
      case 'ArrowUp': growFocus(1); return true;
      case 'ArrowDown': growFocus(-1); return true;
      case 'Escape': select(null); announce('Put down'); return true;
      case 'r': case 'R': {
        const redeal = moves().find((m) => m.kind === 'redeal');
        // Without a stock there is no pile to mark the refusal on: the board says it instead.
        if (redeal) { announce(redealWords()); choose(redeal); } else if (hasStock()) refuse('stock', 0); else announce('No redeal now');
        return true;
      }
      case 'Enter': case ' ': enter(pile); return true;
      default: return false;
    }
  }

  function enter(pile: SnapshotPile): void {
    if (selection) {
      const held = selection;
      // Put down where it was picked up: the player means "play it", as a tap does.
      if (held.pile === pile.id) { select(null); tapCard(held.pile, held.count); } else drop(held.pile, held.count, pile.id);
      return;
    }
    if (pile.kind === 'stock') { tapStock(); return; }
    if (pile.cards.length === 0) { announce(`${pile.id} is empty`); return; }
    select(pile.id, focus.count);
    announce(`Picked up ${describe(pile.id, focus.count)}`);
  }

  // ---- life cycle ----

  // A resize lays every pile out again; a drag in flight carries on, its cards kept under the pointer.
  const observer = new view.ResizeObserver(() => { schedule(); });
  observer.observe(element);
  if (interactive) listen(true);
  draw();

  /** Adds (or removes) the handlers of play: a picture has none. */
  function listen(on: boolean): void {
    const change = on ? 'addEventListener' : 'removeEventListener';
    root[change]('pointerdown', onPointerDown as EventListener);
    redealButton[change]('click', tapRedeal);
    view[change]('pointermove', onPointerMove as EventListener);
    view[change]('pointerup', onPointerUp as EventListener);
    view[change]('pointercancel', onPointerCancel);
    root[change]('keydown', onKeyDown as EventListener);
    root[change]('focus', onFocus);
    root[change]('blur', onBlur);
  }

  return {
    get config() { return config; },
    set(partial) {
      checkedFace(partial);
      const positionChanged = partial.position !== undefined && partial.position !== config.position;
      config = { ...config, ...partial };
      if (positionChanged) {
        selection = null;
        focus.pile = Math.min(focus.pile, piles().length - 1);
      }
      schedule();
    },
    redraw() {
      if (frame !== 0) { view.cancelAnimationFrame(frame); frame = 0; }
      draw();
    },
    destroy() {
      if (frame !== 0) view.cancelAnimationFrame(frame);
      frame = 0;
      observer.disconnect();
      if (interactive) listen(false);
      root.remove();
      pileNodes.clear();
      cardNodes.clear();
    },
  };
}

