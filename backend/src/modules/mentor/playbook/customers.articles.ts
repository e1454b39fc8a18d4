import type { PlaybookArticle } from './playbook-article';

/** Customer discovery, validation and early sales. */
export const customerArticles: PlaybookArticle[] = [
  {
    id: 'customer-interviews',
    title: 'Running customer discovery interviews',
    question: 'How do I run a customer discovery interview?',
    keywords: ['customer', 'discovery', 'interview', 'talk', 'research', 'users', 'learn', 'conversation'],
    body: `Customer discovery interviews help you learn whether a problem is real, how people deal with it today and what it costs them. They are not sales pitches; if you spend the conversation describing your idea, you will learn only that people are polite.

Keep interviews short, around thirty minutes, and talk to one person at a time. Ask about their recent past, not hypothetical futures: tell me about the last time this happened; what did you do; what did it cost; what have you tried to fix it? Listen far more than you speak, and follow the emotion: when someone gets frustrated or animated, ask more.

Take notes right away and capture exact quotes. After every five or so interviews, look for patterns with your cofounders: which problems came up repeatedly, which people cared most, what they already pay for. Be honest about evidence that contradicts your idea.

A strong signal is commitment, not compliments: an introduction to a colleague, time for a follow-up, a pilot or a payment. Next step: write five questions about the last time your target customer faced the problem and book three interviews this week.`,
  },
  {
    id: 'interview-questions',
    title: 'Asking questions that get honest answers',
    question: 'What questions should I ask potential customers?',
    keywords: ['questions', 'ask', 'honest', 'bias', 'leading', 'feedback', 'opinion', 'compliments'],
    body: `People want to be kind, so questions about your idea mostly collect compliments. Ask about their life and past behaviour instead, where the answers are facts.

Good questions sound like these: What is the hardest part of doing this today? When did it last happen, and what did you do? How much time or money does it cost you? What have you already tried, and why did it not work? Who else is involved in solving it? Bad questions sound like: Would you use a product that does this? How much would you pay for it? Do you think this is a good idea?

Avoid leading phrasing and do not defend your idea when someone is sceptical; scepticism is data. When you hear a vague answer such as we usually, ask for the last specific example. When someone says they would definitely buy, ask for a small commitment now, such as a pilot date or a letter of intent.

After each interview, note what you learned that surprised you. If nothing did, your questions were probably too safe. Next step: rewrite every hypothetical question on your list as a question about a specific past event.`,
  },
  {
    id: 'finding-interviewees',
    title: 'Finding people to interview',
    question: 'How do I find customers to talk to?',
    keywords: ['find', 'reach', 'outreach', 'recruit', 'prospects', 'leads', 'linkedin', 'communities', 'customers'],
    body: `The hardest part of customer discovery is often getting the first conversations. Start close to home: former colleagues, friends of friends and people in your extended network who match your target customer. Ask each person you talk to for two more introductions; a warm referral gets many more yeses than a cold message.

Go where your customers already gather: industry communities, forums, meetups, trade events and online groups. Contribute first rather than pitching. Cold outreach works when it is short, personal and honest: explain that you are researching a specific problem, ask for twenty minutes, and promise not to sell anything. Mention why you chose them.

Be specific about who you want to talk to. A narrow description such as operations managers at logistics companies with 50 to 200 staff makes outreach easier and the patterns clearer than talking to anyone who will listen.

Track outreach in a simple spreadsheet: who, when, response, insights. Expect a low response rate at first and improve your message based on what works. Next step: write a three-sentence outreach message and send it to ten people who match your target customer.`,
  },
  {
    id: 'problem-validation',
    title: 'Validating the problem before building the product',
    question: 'How do I know the problem is worth solving?',
    keywords: ['validate', 'validation', 'problem', 'hypothesis', 'evidence', 'demand', 'assumption', 'test', 'idea'],
    body: `Most startups fail because they build something nobody needs badly enough. Validating the problem first saves months of building.

Write your assumptions down: who has the problem, how often, how painful it is and what they use today. Rank them by how risky they are and how cheaply you can test them. Then look for evidence in behaviour: people already spending money or time on workarounds, complex spreadsheets, hiring someone to handle it, or switching tools often.

A problem is worth solving when it is frequent, painful, and owned by someone with budget or the power to change how things are done. A problem people acknowledge but never try to fix is usually a nice-to-have.

Test with the cheapest experiment that produces a real signal: a landing page with a sign-up or pre-order, a manual service that delivers the outcome behind the scenes, or a paid pilot. Decide in advance what result would convince you, so that you judge results honestly. Next step: list your three riskiest assumptions and design one experiment for the riskiest, with a success threshold set before you start.`,
  },
  {
    id: 'mvp',
    title: 'Scoping a minimum viable product',
    question: 'What should go into our MVP?',
    keywords: ['mvp', 'minimum viable product', 'prototype', 'scope', 'features', 'build', 'launch', 'first version'],
    body: `A minimum viable product is the smallest thing that lets you learn whether customers value your solution. It is an experiment, not a cheap version of the final product.

Start from the one job a specific customer needs done and cut everything that does not serve it. Ask of every feature: if we leave this out, can we still learn what we need to learn? Often the answer is yes. Manual work behind the scenes is fine early on; many successful products started with founders doing by hand what software would later automate.

Set a time box, such as four to six weeks, and let the scope shrink to fit it rather than the date slipping. Choose a handful of design partners who feel the problem strongly and agree to use the product and talk to you weekly.

Define what success looks like before launch: how many people use it repeatedly, what they would pay, what they say when you threaten to take it away. Quality still matters in what you do build; a broken experience teaches you nothing. Next step: write the single job your MVP must do and strike every feature that does not directly support it.`,
  },
  {
    id: 'pricing-early',
    title: 'Pricing for your first customers',
    question: 'How should we price our product early on?',
    keywords: ['pricing', 'price', 'charge', 'revenue', 'discount', 'free', 'value', 'willingness to pay', 'money'],
    body: `Founders usually underprice. Early customers who pay are far more valuable than many free users, because payment proves the problem matters and makes feedback serious.

Price from the value you create, not from your costs. Ask customers what the problem costs them today in time, money or risk, then charge a fraction of that. Test price in conversations directly: state a number and watch the reaction. If nobody hesitates, the price is probably too low.

Keep the structure simple at the start, with one or two plans, and avoid long free trials that delay the buying decision. Discounts for early customers are fine if they are explicit and time-limited, in return for feedback, a case study or a reference.

Raising prices later is possible, especially for new customers, but anchoring everyone to a very low price makes it harder. Review pricing every few months as the product improves and you learn which customers get the most value. Next step: in your next three sales conversations, quote a price about twice what you planned and note how people respond.`,
  },
  {
    id: 'product-market-fit',
    title: 'Recognising product-market fit',
    question: 'How do we know we have product-market fit?',
    keywords: ['product market fit', 'pmf', 'retention', 'traction', 'growth', 'churn', 'demand', 'fit'],
    body: `Product-market fit is when a clearly defined group of customers wants your product so much that it pulls growth forward. Before it, everything feels like pushing; after it, the challenge becomes keeping up.

Look for several signals together. Retention flattens: a meaningful share of each group of new users keeps using the product after weeks or months. Customers would be very disappointed if the product disappeared; a common survey asks exactly that, and many teams aim for at least forty percent. Referrals and inbound requests grow without much effort, sales cycles get shorter and customers use the product in ways you did not push them to.

Fit is usually narrow at first: one segment, one use case. Identify the customers who love the product most, understand why, and focus on finding more people like them before expanding.

Be careful with vanity signals such as sign-ups, press or investor interest; they can rise without real fit. If retention keeps falling to zero, more marketing will not fix it. Next step: plot retention by monthly cohort and ask your most active users how they would feel if the product disappeared tomorrow.`,
  },
  {
    id: 'pivot',
    title: 'Deciding whether to pivot',
    question: 'When should we pivot?',
    keywords: ['pivot', 'change direction', 'persevere', 'give up', 'stuck', 'not working', 'new idea', 'quit'],
    body: `A pivot changes one fundamental part of your strategy, such as the customer, the problem, the solution or the business model, while keeping what you have learned. Pivoting too late wastes runway; pivoting too often means you never learn anything deeply.

Consider a pivot when, after a serious effort, the evidence stays flat: customers are polite but do not buy or stay, each sale needs heroic effort, and your experiments keep failing for the same reason. Set review points in advance, for example every quarter, where you compare results against the thresholds you agreed and decide to persevere, adjust or pivot.

The best pivots come from signals you already have: a segment that responds much better than the rest, a feature people use for an unexpected purpose, or an adjacent problem customers keep describing. Keep what works and change one major thing at a time.

Decide as a founding team and be honest about motivation; a pivot into something none of you cares about rarely lasts. Communicate clearly to the team and investors. Next step: write down what evidence would convince you to persevere and what would convince you to pivot, then compare it with your data.`,
  },
  {
    id: 'ideal-customer-profile',
    title: 'Defining your ideal customer profile',
    question: 'Who is our ideal customer?',
    keywords: ['ideal customer', 'icp', 'segment', 'target market', 'niche', 'persona', 'audience', 'focus'],
    body: `An ideal customer profile describes the customers who get the most value from your product and are easiest to win and keep. Without one, sales, marketing and product pull in different directions.

Start from evidence: list your best current customers or most enthusiastic interviewees and look for what they share. Useful attributes include industry, company size, role of the buyer, the trigger that made them look for a solution, tools they already use and how urgent the problem is for them. Describe who buys, who uses and who can block the purchase.

Be narrower than feels comfortable. A focused profile makes your message sharper, your references more relevant and your product decisions easier. You can expand once you dominate the first segment.

Also write down who is not a good fit, such as customers who need heavy customisation or have no budget, and say no to them politely. Revisit the profile every quarter as you learn from wins, losses and churn. Next step: compare your three happiest customers with your three least happy ones and write a one-paragraph profile based on the differences.`,
  },
  {
    id: 'first-customers',
    title: 'Closing your first ten customers',
    question: 'How do we win our first customers?',
    keywords: ['sales', 'sell', 'first customers', 'close', 'deal', 'pilot', 'founder led sales', 'selling'],
    body: `Your first customers are won by founders, not by a sales team or advertising. Founder-led sales teaches you what customers value, which objections matter and how they decide, and that knowledge shapes the product and the future sales process.

Start with the people from your discovery interviews who felt the problem most. Offer a clear, time-limited pilot with agreed success criteria and a price, even if discounted. Free pilots tend to drift because nobody has anything at stake. Put the plan in writing: goals, timeline, who is involved on both sides and what happens when the pilot succeeds.

Do things that do not scale: onboard each customer personally, respond quickly, visit them and fix their issues yourself. Each early customer should become a reference, a case study or a source of introductions.

Keep a simple pipeline with stages and next steps for every prospect, and review it weekly. When deals stall, ask directly what is missing. Lost deals teach as much as wins. Next step: list ten prospects who have already shown interest and propose a paid pilot with clear success criteria to three of them this week.`,
  },
];
