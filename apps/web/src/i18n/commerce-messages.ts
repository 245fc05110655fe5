// Arabic strings of the student's wallet and of buying a course (issue 15);
// spread into messages.ts. Ledger kinds' labels come from the contract.

export const commerceMessages = {
  studentWallet: {
    title: 'المحفظة',
    navLabel: 'المحفظة',
    // The header's balance chip: a link to the wallet that says what it holds.
    headerBalance: (amount: string) => `رصيدك ${amount}، افتح المحفظة`,
    balance: 'رصيدك',
    redeemTitle: 'اشحن بكود',
    codeLabel: 'كود الشحن',
    codeHint: 'الـ 20 رقم اللي على الكارت، بالعربي أو بالإنجليزي، أو الصق اللينك',
    redeemSubmit: 'اشحن',
    redeemed: (amount: string, balance: string) =>
      `اتشحن ${amount} في محفظتك، رصيدك دلوقتي ${balance}`,
    signInToRedeem: 'سجل دخول الأول، وبعدها هنرجعك تشحن الكود على طول',
    historyTitle: 'حركات المحفظة',
    empty: 'لسه مفيش حركات في محفظتك، اشحن بكود من فوق',
    balanceAfter: 'الرصيد بعدها',
    forCourse: 'كورس',
    loadFailed: 'معرفناش نجيب المحفظة، اتأكد من النت وحاول تاني',
    offline: 'مفيش إنترنت دلوقتي، أول ما النت يرجع اضغط حاول تاني',
  },
  coursePurchase: {
    buy: (price: string) => `اشترك بـ ${price}`,
    renew: 'جدد الاشتراك',
    until: (date: string) => `الاشتراك لحد ${date}`,
    forever: 'الاشتراك على طول',
    expired: 'انتهى الاشتراك',
    confirmBuyTitle: (title: string) => `تشترك في «\u2068${title}\u2069»؟`,
    confirmRenewTitle: (title: string) => `تجدد اشتراك «\u2068${title}\u2069»؟`,
    price: 'السعر',
    balance: 'رصيدك دلوقتي',
    balanceAfter: 'رصيدك بعد الدفع',
    accessUntil: 'الاشتراك لحد',
    foreverValue: 'على طول',
    pay: (price: string) => `ادفع ${price}`,
    short: (missing: string) => `رصيدك مش كفاية، ناقصك ${missing}`,
    shortHint: 'اشحن محفظتك بكود من السنتر أو من أي مكتبة معاها كروت المنصة، وارجع اشترك.',
    topUp: 'اشحن المحفظة',
    bought: (title: string) => `اشتركت في «\u2068${title}\u2069»، الكورس مفتوح دلوقتي`,
    signInToBuy: 'سجل دخول علشان تشترك',
  },
} as const;
