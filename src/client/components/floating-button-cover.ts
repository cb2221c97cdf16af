/**
 * When the floating upload button must step aside: while the RSVP section, the
 * photo upload section or the footer is in view (the guest is filling in a
 * form or has arrived where the button leads), and while any control, or the
 * invitation's first words, would sit under the button. Framework-free; no
 * scroll handlers: intersection observers do the geometry, a mutation
 * observer picks up controls added later.
 */

/** Sections the button never floats over while any part of them shows. */
const SECTIONS = "#rsvp, #photo-upload, footer";

/** Everything a guest can tap or tab to. */
const CONTROLS =
  "a[href], button, input, select, textarea, summary, iframe, [tabindex]:not([tabindex='-1']), [contenteditable='true']";

/**
 * What the button never covers: the controls, and the invitation itself (the
 * couple's names, the dates and the place on the first screen), which with
 * large text on a small phone reaches the bottom corner the button floats in.
 */
const KEEP_CLEAR = `${CONTROLS}, h1, #home p`;

/** Room kept between the button and a control, in CSS pixels. */
const CLEARANCE = 8;

/**
 * Calls `onChange(covered)` whenever the answer changes. `button` is measured
 * by its layout box (offsetWidth and its right/bottom offsets), so sliding it
 * out of sight does not move the band it guards.
 */
export function watchFloatingButtonCover(button: HTMLElement, onChange: (covered: boolean) => void): () => void {
  const inView = new Set<Element>();
  let covered = false;
  const report = () => {
    for (const element of inView) if (!element.isConnected) inView.delete(element);
    const next = inView.size > 0;
    if (next !== covered) {
      covered = next;
      onChange(covered);
    }
  };
  const track = (entries: IntersectionObserverEntry[]) => {
    for (const entry of entries) {
      if (entry.isIntersecting) inView.add(entry.target);
      else inView.delete(entry.target);
    }
    report();
  };

  const sections = new IntersectionObserver(track);
  for (const section of document.querySelectorAll(SECTIONS)) sections.observe(section);

  let controls: IntersectionObserver | null = null;
  const observeControls = () => {
    controls?.disconnect();
    for (const element of inView) if (element.matches(KEEP_CLEAR)) inView.delete(element);
    controls = new IntersectionObserver(track, { rootMargin: bandMargin(button) });
    scan();
  };
  const scan = () => {
    for (const control of document.querySelectorAll(KEEP_CLEAR)) {
      if (!button.contains(control)) controls?.observe(control);
    }
    report();
  };

  // Sections that load later (guest moments, a personal link's form) bring controls with them.
  let pending = 0;
  const mutations = new MutationObserver(() => {
    if (pending !== 0) return;
    pending = requestAnimationFrame(() => {
      pending = 0;
      scan();
    });
  });
  mutations.observe(document.body, { childList: true, subtree: true });

  // The band depends on the viewport's size and on the breakpoint's button size.
  let resizing = 0;
  const onResize = () => {
    cancelAnimationFrame(resizing);
    resizing = requestAnimationFrame(observeControls);
  };
  window.addEventListener("resize", onResize);
  observeControls();

  return () => {
    sections.disconnect();
    controls?.disconnect();
    mutations.disconnect();
    cancelAnimationFrame(pending);
    cancelAnimationFrame(resizing);
    window.removeEventListener("resize", onResize);
  };
}

/** A rootMargin shrinking the viewport to the bottom-right box the button (and its clearance) occupies. */
export function bandMargin(button: HTMLElement): string {
  const style = getComputedStyle(button);
  const width = button.offsetWidth + (Number.parseFloat(style.right) || 0) + CLEARANCE;
  const height = button.offsetHeight + (Number.parseFloat(style.bottom) || 0) + CLEARANCE;
  const { clientWidth, clientHeight } = document.documentElement;
  return `${-Math.max(0, clientHeight - height)}px 0px 0px ${-Math.max(0, clientWidth - width)}px`;
}
