const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });

/** What one member may read of another's name (a letter's checker, a loan applicant naming a guarantor): "นายสมชาย ใจดี" → "นายสมชาย ใ***": the title and first name kept, the surname down to its first letter. */
export function maskMemberName(name: string): string {
  const at = name.trim().lastIndexOf(' ');
  if (at < 0) return name.trim();
  const surname = name.trim().slice(at + 1);
  const first = graphemes.segment(surname)[Symbol.iterator]().next().value?.segment ?? '';
  return `${name.trim().slice(0, at)} ${first}***`;
}
