import type { ScreenGuideKey } from '@rlo/contract';
import type { ScreenText } from '../types';

export const screens: Record<ScreenGuideKey, ScreenText> = {
  dashboard: {
    title: 'Dashboard',
    intro: 'Your shop\'s figures at a glance, from the repair orders your management system sends every day. Only closed ROs count.',
    points: [
      'Pick a location, or All locations, at the top; every section follows it.',
      'Daily summary: month-to-date sales, car count, ARO and gross profit, with the pace against your forecast goals.',
      'Specific day: yesterday (Saturday when yesterday was Sunday) against the same weekday a week earlier.',
      'Monthly chart: 24 months in two 12-month blocks; pick the chart group and the figure, and show your goal line.',
      'Yearly comparison and weekly chart: this year against last year, this week to today against the full previous week.',
      'Employees, customers and marketing sources: advisor and technician figures, customer retention and where new customers came from.',
      'The info icon beside each section title opens the guide of the figures in that section.',
    ],
    tip: 'Sections load as you scroll, so the top of the page is ready at once.',
  },
  locations: {
    title: 'Locations',
    intro: 'All the locations of your account and the health of their data sync.',
    points: [
      'Green: sync is on. Yellow: sync is off. Red: the last sync is more than 3 days old ("not sync\'d something is wrong"). Grey: no sync set up yet.',
      'Resync asks the desktop agent to send a date range again; resend daily email sends a day\'s summary again. Each is locked for 48 hours per location after use.',
      'Open a location to see its repair orders and recommendations.',
    ],
    tip: 'A red location usually means the shop computer running the agent was off or lost its connection.',
  },
  locationSetup: {
    title: 'Location setup',
    intro: 'How a location\'s repair orders reach the portal: the desktop agent, its token and its 12-step installer guide, and the two ways in without the agent.',
    points: [
      'Pick the location at the top; the agent token and the steps are for that location.',
      'Step 1 has the <strong>Download the agent</strong> button when a download is set up for your account. When it is not, the step says so: write to support@rlotraining.com and we send you the installer.',
      'Issue the location\'s agent token (shop owners and Admins) and paste it into the agent; it is shown once, and rotating it cuts off the agent that uses the old one.',
      'No agent needed: upload a CSV export of your repair orders on the Locations page, or, for a Tekmetric shop, enter its API credentials in Settings &gt; Management System and the portal pulls the repair orders every hour.',
    ],
    tip: 'Check the location\'s time zone and working days (Locations, edit) before the first sync, so daily figures fall on the right dates and the forecast counts the right days.',
  },
  desktopAgent: {
    title: 'Desktop agent installer',
    intro: 'The desktop agent is a small Windows program for the shop\'s computer: it reads your shop management system and sends its repair orders to the portal every few minutes.',
    points: [
      'Where to get it: Location setup, step 1, <strong>Download the agent</strong>. The button is there when a download is set up for your account; until then the step says so, and support@rlotraining.com sends you the installer.',
      'Install it as an administrator on a computer that reaches your management system\'s database, then paste the location\'s agent token (issued on Location setup) into its first screen.',
      'Choose your management system, enter the database connection, press Test, then start the first sync; the history arrives in batches, and new repair orders follow every few minutes.',
      'The light of the location on the Locations page turns green once a sync has arrived; red means nothing arrived for more than 3 days.',
      'Other ways in, without the agent: a CSV export uploaded on the Locations page, or the Tekmetric connection in Settings &gt; Management System.',
    ],
    tip: 'Leave the computer on during business hours and overnight: the agent only sends while it runs.',
  },
  worksheets: {
    title: 'Worksheets',
    intro: 'Monthly worksheets where you record the figures your management system does not send (RLO Standard subscription).',
    points: [
      'Choose a location first; a new worksheet uses the Composite Worksheet (version 2).',
      'Fill in the fields of each category; figures that come from your data are filled in for you.',
      'The grid lists your worksheets with their period and status; open one to edit or delete it.',
    ],
    tip: 'Fill in the worksheet in the first days of the month while last month is fresh.',
  },
  shopComparison: {
    title: 'Shop comparison',
    intro: 'Your locations side by side, each period compared with the same period a year earlier (RLO Daily Email subscription).',
    points: [
      'Summary view: sales, car count, ARO, hours, effective labor rate and gross profit for the specific day, week, month, last month, year to date and last 12 months.',
      'Customer view: active, new, lost and 7-month lost customers per location.',
      'The week compares with the previous week and the specific day with the same weekday a week earlier.',
      'Money is shown in whole dollars and hours in whole hours here.',
    ],
    tip: 'Look for the location whose change percentages differ from the others: that is where to coach first.',
  },
  measureMyShop: {
    title: 'Measure My Shop',
    intro: 'Your shop against comparable shops: the highest shop, the lowest shop and the average shop, by year and by month (Measure My Shop subscription).',
    points: [
      'Choose your technician counts so you are compared with shops of your size.',
      'Read sales, ARO, daily car count and the gross profit rates against the peers.',
    ],
    tip: 'Pick one figure where you are below average and make it your goal for the quarter.',
  },
  reports: {
    title: 'Reports',
    intro: 'A summary report for any period: sales, discounts, cost and profit by labor, parts, tires, sublet and other sales.',
    points: [
      'Choose the location and a preset (this month, last month, this year…) or a custom range; both dates are required and the end cannot be before the start.',
      'The totals show sales with and without discounts and other sales, cost, profit and GP %.',
      'Below: ARO, RO count, hours sold, effective labor rate, gross profit per RO and per sold hour.',
      'Print or export the report for your accountant or your team meeting.',
    ],
    tip: 'Run last month\'s report on the first working day of each month and keep it with your worksheet.',
  },
  categoryReport: {
    title: 'Category report',
    intro: 'Sales, cost and profit of parts and labor by category (brakes, tires, maintenance…), for a date range.',
    points: [
      'Choose the categories and the range (from the start of last year at the earliest); filter by service advisor or technician if you like.',
      'Click a category to list its repair orders; that list covers at most 7 days.',
    ],
    tip: 'Map your categories first (Map category), or the report has nothing to group by.',
  },
  mapCategory: {
    title: 'Map category',
    intro: 'Match the categories of your management system with the dashboard categories.',
    points: [
      'Choose a dashboard category first, then drag management-system categories onto it.',
      'A location is mapped when all its categories are mapped.',
      'Remove a mapping to move a category elsewhere.',
    ],
    tip: 'Map once per location; new categories added in your management system appear here to be mapped.',
  },
  coachingGoals: {
    title: 'Coaching goals',
    intro: 'Targets for your key figures, per location, that appear as goal lines on the charts (shop owners and Admins).',
    points: [
      'Goals can be set for gross sales, gross profit, ARO, car count and gross profit without other sales.',
      'The pace against goal on the dashboard uses the forecast goals (Forecast goals on the dashboard), not these coaching goals.',
    ],
    tip: 'Set goals with your coach: ambitious but reachable goals keep the team motivated.',
  },
  coachComments: {
    title: 'Coach comments',
    intro: 'The notes your coach writes about your figures and repair orders (RLO Daily Email subscription).',
    points: [
      'Lists by KPI, by repair order and by daily e-mail; unread comments are counted in the menu.',
      'Opening a comment marks it read.',
      'From a comment you can ask for a coaching call or a training; the request is saved and sent to your coach, and resent until it goes through.',
    ],
  },
  employeeComments: {
    title: 'Coach my employees / Owner comments',
    intro: 'Shop owners write comments to their employees about their figures; employees read them here.',
    points: [
      'Owners: pick employees, write the comment, and see each advisor\'s and technician\'s figures for the last two months.',
      'Employees: the comments written to you; they are marked read when you open them.',
      'Client e-mails: the daily e-mails sent, with their delivery state.',
    ],
  },
  coachingCall: {
    title: 'Coaching call',
    intro: 'Book a call with your coach.',
    points: [
      'Choose the location, up to 3 preferred dates and a time window, give a phone number and the topic.',
      'The request goes to your coach by e-mail; if sending fails, the server keeps trying.',
      'Your past requests are listed with their state.',
    ],
  },
  allCustomers: {
    title: 'All customers',
    intro: 'The customers of a location, with their vehicles, repair orders and activity.',
    points: [
      'Search by name, phone or e-mail; open a customer for details.',
      'Duplicates (same name and a shared phone or e-mail) can be merged: the oldest customer is kept and every RO and vehicle moves onto it.',
    ],
    tip: 'Merge duplicates regularly: they make new, lost and active customer counts wrong.',
  },
  emailCount: {
    title: 'Email count',
    intro: 'Customer statistics: how many customers of the location have an e-mail address on file.',
    points: ['The higher the share with e-mail, the more customers your reminders and newsletters reach.'],
  },
  roAudit: {
    title: 'RO audit',
    intro: 'The latest repair orders received from your management system, to check that data arrives complete.',
    points: ['Pages of 5 ROs; open one to see its lines, customer and vehicle.', 'Use it to check an RO that looks wrong on the dashboard.'],
  },
  deletedRos: {
    title: 'Deleted ROs',
    intro: 'Repair orders deleted from the figures (shop owners only).',
    points: ['Restore puts the RO back as CLOSED and it counts again at once.', 'Pages of 10; filter by period or show all.'],
  },
  settings: {
    title: 'Settings',
    intro: 'Your account, users, management system connection and billing history.',
    points: [
      'Account: business details and the card on file.',
      'Users: add users and give them a role (Shop Owner-General Manager, Service Advisor-Location Manager or User).',
      'Management system: the connection to a web-based system (such as Protractor or Tekmetric).',
      'Billing history: your invoices and payments.',
    ],
  },
  helpVideos: {
    title: 'Help videos',
    intro: 'Short videos that show how to use the portal.',
    points: ['Play a video on the page or open it in a new tab.'],
  },
  userGuide: {
    title: 'User guides',
    intro: 'Every guide of the portal in one place: one per screen and one per figure.',
    points: ['Search by name, filter screen or KPI guides, and open a guide to read it.', 'The info icons across the portal open the same guides.'],
  },
};
