// RefNet's cookies policy, V1.1. Plain ASCII: the PDF's standard font only encodes WinAnsi.
/** @type {import('./render.mjs').PolicyText} */
export const cookies = {
  title: 'Cookies policy',
  sections: [
    {
      heading: 'What this policy covers',
      paragraphs: [
        'This policy explains what RefNet stores in your browser and why. It applies to every page of RefNet.',
      ],
    },
    {
      heading: 'What we store',
      paragraphs: [
        "RefNet sets no cookies. When you log in, RefNet keeps one item in your browser's local storage: your session (a sign-in token with your name, e-mail address and account type), so that you stay signed in as you move between pages. It is strictly necessary for the service you asked for, so it does not need your consent under the Privacy and Electronic Communications Regulations.",
        'The session is removed when you log out, and the token stops working after 7 days or as soon as you log out.',
      ],
    },
    {
      heading: 'What we do not do',
      paragraphs: [
        'RefNet uses no advertising, analytics or tracking cookies, no third-party trackers and no browser fingerprinting. We do not share what you do on RefNet with advertisers.',
        "The clinician map is provided by Google Maps. When you open a page with the map, Google receives the requests your browser makes for map images, as described in Google's own privacy policy.",
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        "You can clear RefNet's local storage at any time in your browser's settings; you will then need to log in again. Blocking local storage stops you from staying signed in.",
      ],
    },
    {
      heading: 'Changes and contact',
      paragraphs: [
        'If we ever need to store anything else, we will update this policy, change its version and, where the law requires it, ask for your consent first. Questions: use the Help page of RefNet to send a request to the team.',
      ],
    },
  ],
};
