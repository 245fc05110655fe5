import dayjs from 'dayjs';
import 'dayjs/locale/ar';
import updateLocale from 'dayjs/plugin/updateLocale';

dayjs.extend(updateLocale);
// dayjs's Arabic locale calls 12:00–12:59 "ص" (morning); noon onwards is "م".
dayjs.updateLocale('ar', { meridiem: (hour: number) => (hour < 12 ? 'ص' : 'م') });
dayjs.locale('ar');

export { dayjs };
