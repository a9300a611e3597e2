// How the script brain hears a caller's answer to "may this call be recorded?": yes or no words in
// the agent's language (its first two letters). A reply with both, or neither, says nothing.

/** Any of `phrases` as whole words (letters of any script border them, not only ASCII's). */
const anyOf = (...phrases: string[]) => new RegExp(`(?<!\\p{L})(?:${phrases.join("|")})(?!\\p{L})`, "iu");

const WORDS: Record<string, { yes: RegExp; no: RegExp }> = {
  en: {
    yes: anyOf(
      "yes",
      "yeah",
      "yep",
      "sure",
      "ok",
      "okay",
      "fine",
      "of course",
      "go ahead",
      "alright",
      "all right",
      "i agree",
      "i consent",
      "no problem",
    ),
    no: anyOf("no", "nope", "don't", "do not", "rather not", "i object", "not okay", "not ok", "not fine"),
  },
  es: {
    yes: anyOf("sí", "si", "claro", "vale", "de acuerdo", "por supuesto", "está bien", "adelante"),
    no: anyOf("no", "prefiero que no"),
  },
  fr: {
    yes: anyOf("oui", "d'accord", "bien sûr", "ok", "pas de souci", "pas de problème"),
    no: anyOf("non", "pas d'accord", "je refuse"),
  },
  de: {
    yes: anyOf("ja", "klar", "okay", "ok", "einverstanden", "gerne", "natürlich"),
    no: anyOf("nein", "lieber nicht", "nicht einverstanden"),
  },
  it: { yes: anyOf("sì", "si", "certo", "va bene", "d'accordo", "ok"), no: anyOf("no", "preferisco di no") },
  pt: { yes: anyOf("sim", "claro", "pode", "tudo bem", "de acordo", "ok"), no: anyOf("não", "nao", "prefiro que não") },
  nl: { yes: anyOf("ja", "prima", "goed", "akkoord", "oké", "ok", "natuurlijk"), no: anyOf("nee", "liever niet") },
  // Japanese leaves no spaces between words: the phrases are matched anywhere.
  ja: { yes: /はい|ええ|大丈夫|いいですよ|どうぞ/u, no: /いいえ|いや|やめて|困ります|お断り/u },
};

/** True for a yes, false for a no, null when the reply is neither (or both: "no, that's fine"). */
export function consentInWords(reply: string, language: string): boolean | null {
  const words = WORDS[language.slice(0, 2)] ?? WORDS.en;
  const yes = words.yes.test(reply);
  // A yes that holds a no word ("no problem") is no refusal.
  const no = words.no.test(reply.replace(new RegExp(words.yes.source, `${words.yes.flags}g`), " "));
  return yes === no ? null : yes;
}
