import { describe, expect, it } from "vitest";
import { LANGUAGES } from "@/server/agents/inputs";
import { soundsLikeVoicemailGreeting, VOICEMAIL_PHRASES } from "@/server/voice/voicemail-greeting";

// An answering machine's greeting, told from a person answering the phone, by its words, in each
// language the agent form offers: greetings as machines (and carriers' mailboxes) say them, and
// what people say when they pick up, including a greeting's own words when a person answering for
// someone else asks the caller to leave a message.

const GREETINGS: Record<keyof typeof VOICEMAIL_PHRASES, string[]> = {
  en: [
    "Hi, you've reached Sam. I can't take your call right now, please leave a message after the beep.",
    "The person you are calling is not available. At the tone, please record your message.",
    "Welcome to the voicemail of 4 1 5 5 5 5 2 6 7 1.",
    "Hey, it's Jo. Leave me a message and I'll get back to you.",
    "Sorry, I’m unavailable.",
    "Your call has been forwarded to an automated voice mail system.",
    "This mailbox is full.",
    "You have reached Bright Smiles. Our office is closed; please leave your name and number.",
    "Hey, it's Jo, can you leave me a message after the beep?",
  ],
  es: [
    "Hola, soy Ana. En este momento no puedo atender, deja tu mensaje después del tono.",
    "El número que usted marcó no está disponible.",
    "Bienvenido al buzón de voz de Carlos.",
    "Por favor, deje su mensaje después de la señal.",
    "Ha llamado a Clínica Sonrisa, grabe su mensaje tras el pitido.",
  ],
  fr: [
    "Bonjour, vous êtes bien chez Marie, laissez-moi un message après le bip.",
    "Votre correspondant n'est pas disponible pour le moment.",
    "Bienvenue sur la messagerie vocale du 06 12 34 56 78.",
    "Je ne peux pas vous répondre, merci de laisser vos coordonnées au signal sonore.",
  ],
  de: [
    "Hallo, hier ist der Anschluss von Klaus. Bitte hinterlassen Sie eine Nachricht nach dem Signalton.",
    "Der gewünschte Gesprächspartner ist zurzeit nicht erreichbar.",
    "Willkommen bei der Mailbox von 0171 1234567.",
    "Ich kann gerade nicht ans Telefon, sprechen Sie nach dem Piepton.",
  ],
  it: [
    "Ciao, sono Luca. Al momento non posso rispondere, lasciate un messaggio dopo il segnale acustico.",
    "Il cliente da lei chiamato non è al momento raggiungibile.",
    "Risponde la segreteria telefonica di Giulia.",
    "Lasci il suo messaggio dopo il bip.",
  ],
  pt: [
    "Oi, aqui é a Fernanda. Não posso atender agora, deixe sua mensagem após o sinal.",
    "Este número está indisponível no momento.",
    "Sua chamada está sendo encaminhada para a caixa postal.",
    "Deixe seu recado depois do bip.",
  ],
  nl: [
    "Hallo, met Pieter. Ik kan de telefoon nu niet opnemen, spreek een bericht in na de piep.",
    "Dit nummer is op dit moment niet bereikbaar.",
    "Welkom bij de voicemail van 06 12345678.",
    "Laat een bericht achter na de toon.",
  ],
  ja: [
    "ただいま電話に出ることができません。ピーという発信音のあとにメッセージをお話しください。",
    "こちらは留守番電話サービスです。",
    "お名前とご用件をお話しください。",
    "ただいま留守にしております。",
  ],
};

const PEOPLE: Record<keyof typeof VOICEMAIL_PHRASES, string[]> = {
  en: [
    "Hello?",
    "Yes, this is Sam speaking.",
    "Who's calling, please?",
    "Bright Smiles front desk, how can I help you?",
    "Hi, I'm available now, go ahead.",
    "What message?",
    "Hang on, let me turn the tone down.",
    "Dr. Smith's office. She's not available right now, would you like to leave a message?",
  ],
  es: [
    "¿Diga?",
    "¿Bueno?",
    "Hola, sí, soy Ana.",
    "¿Quién habla?",
    "Sí, estoy disponible.",
    "La doctora no está disponible, ¿quiere dejar un mensaje?",
  ],
  fr: [
    "Allô ?",
    "Oui, c'est Marie.",
    "C'est de la part de qui ?",
    "Oui, je suis disponible.",
    "Il n'est pas disponible, voulez-vous laisser un message ?",
  ],
  de: [
    "Hallo?",
    "Ja, hier ist Klaus.",
    "Wer ist da, bitte?",
    "Müller, guten Tag.",
    "Ja, ich bin erreichbar.",
    "Herr Müller ist nicht erreichbar, möchten Sie eine Nachricht hinterlassen?",
  ],
  // "Segreteria" is also how an office answers.
  it: [
    "Pronto?",
    "Sì, sono Luca.",
    "Segreteria, buongiorno, mi dica.",
    "Chi parla?",
    "Il dottore non è disponibile, vuole lasciare un messaggio?",
  ],
  pt: [
    "Alô?",
    "Oi, é a Fernanda.",
    "Quem fala?",
    "Sim, estou disponível.",
    "Ela não está disponível, quer deixar um recado?",
  ],
  nl: [
    "Hallo?",
    "Met Pieter.",
    "Ja, met wie spreek ik?",
    "Ja, ik ben bereikbaar.",
    "Hij is niet bereikbaar, wilt u een bericht achterlaten?",
  ],
  ja: ["もしもし", "はい、田中です。", "どちら様ですか？", "田中は留守にしておりますが、ご用件をお伺いしましょうか？"],
};

describe("soundsLikeVoicemailGreeting", () => {
  it("knows greetings in every language the agent form offers", () => {
    const bases = new Set(LANGUAGES.map((language) => language.split("-")[0]));
    expect(new Set(Object.keys(VOICEMAIL_PHRASES))).toEqual(bases);
    for (const base of bases) expect(GREETINGS[base as keyof typeof GREETINGS]?.length).toBeGreaterThan(2);
  });

  describe.each(Object.keys(GREETINGS) as (keyof typeof GREETINGS)[])("%s", (language) => {
    it.each(GREETINGS[language])("a machine: %s", (greeting) => {
      expect(soundsLikeVoicemailGreeting(greeting)).toBe(true);
    });
    it.each(PEOPLE[language])("a person: %s", (words) => {
      expect(soundsLikeVoicemailGreeting(words)).toBe(false);
    });
  });

  it("reads the words whatever their case, accents or apostrophes", () => {
    expect(soundsLikeVoicemailGreeting("PLEASE LEAVE A MESSAGE")).toBe(true);
    expect(soundsLikeVoicemailGreeting("no esta disponible")).toBe(true);
    expect(soundsLikeVoicemailGreeting("I can’t take your call")).toBe(true);
    expect(soundsLikeVoicemailGreeting("laissez-moi un message")).toBe(true);
  });
});
