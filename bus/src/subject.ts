/**
 * NATS subject rules, shared by the in-process bus so both behave alike:
 * tokens are separated by ".", "*" matches exactly one token, ">" (last only) matches one or more.
 */
const TOKEN = /^[^\s.*>]+$/;

export const assertPublishSubject = (subject: string): void => {
  if (!subject.split(".").every((token) => TOKEN.test(token))) {
    throw new Error(`Not a publishable subject (no wildcards, no empty tokens): "${subject}"`);
  }
};

export const assertSubscribeSubject = (pattern: string): void => {
  const tokens = pattern.split(".");
  const valid = tokens.every(
    (token, index) => TOKEN.test(token) || token === "*" || (token === ">" && index === tokens.length - 1),
  );
  if (!valid) throw new Error(`Not a subject pattern: "${pattern}"`);
};

export const subjectMatches = (pattern: string, subject: string): boolean => {
  const wanted = pattern.split(".");
  const actual = subject.split(".");
  for (let i = 0; i < wanted.length; i++) {
    const token = wanted[i];
    if (token === ">") return actual.length > i;
    if (i >= actual.length) return false;
    if (token !== "*" && token !== actual[i]) return false;
  }
  return wanted.length === actual.length;
};
