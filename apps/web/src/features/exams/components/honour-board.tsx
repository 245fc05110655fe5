import { TrophyFilled } from '@ant-design/icons';
import { governorateLabels } from '@sabora/contract';
import { Panel } from '@/components/panel';
import { scoreText } from '@/lib/format-score';
import { Heading, Text } from '@/components/typography';
import { honourBoardMessages as copy } from '@/i18n/honour-board-messages';
import { useHonourBoard } from '../api/get-honour-board';
import './honour-board.css';

/** The first three places, drawn gold, silver and bronze. */
const podium = [
  'honour-board__row--gold',
  'honour-board__row--silver',
  'honour-board__row--bronze',
] as const;

/**
 * The exam's top ten once it closed (decision 0161). Shows nothing while it
 * loads, when the exam has no board, or when nobody is on it yet.
 */
export function HonourBoard({
  examId,
  headingLevel = 3,
}: {
  examId: string;
  /** One below the result's title: an h2 under the exam page's h1, an h3 under the profile's. */
  headingLevel?: 2 | 3;
}) {
  const query = useHonourBoard(examId);
  const board = query.data;
  if (!board || board.length === 0) return null;
  return (
    <Panel className="honour-board" data-testid="honour-board">
      <header className="honour-board__head">
        <TrophyFilled className="honour-board__icon" aria-hidden />
        <div>
          <Heading
            level={headingLevel}
            drawnAs={3}
            id="honour-board-title"
            className="honour-board__title"
          >
            {copy.title}
          </Heading>
          <Text secondary>{copy.subtitle}</Text>
        </div>
      </header>
      <table className="honour-board__table" aria-labelledby="honour-board-title">
        <thead>
          <tr>
            <th scope="col">{copy.columns.rank}</th>
            <th scope="col">{copy.columns.name}</th>
            <th scope="col">{copy.columns.governorate}</th>
            <th scope="col">{copy.columns.score}</th>
          </tr>
        </thead>
        <tbody>
          {board.map((entry, index) => (
            <tr key={index} className={podium[entry.rank - 1]} data-testid="honour-row">
              <td>
                <span className="honour-board__rank">{entry.rank}</span>
              </td>
              <th scope="row" className="honour-board__name">
                <bdi>{entry.name}</bdi>
              </th>
              <td className="honour-board__governorate">{governorateLabels[entry.governorate]}</td>
              <td>
                <bdi dir="ltr" className="honour-board__score">
                  {scoreText(entry.score, entry.totalScore)}
                </bdi>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Panel>
  );
}
