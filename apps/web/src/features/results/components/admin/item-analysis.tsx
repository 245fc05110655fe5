import type { ExamStats } from '@sabora/contract';
import { CheckOutlined, WarningOutlined } from '@ant-design/icons';
import { Card } from 'antd';
import { resultsAnalysisMessages } from '@/i18n/results-analysis-messages';
import { formatCount } from '@/lib/format-number';
import {
  discriminationLevel,
  discriminationTone,
  facilityLevel,
  facilityTone,
  figureText,
  percentText,
} from '../../lib/item-levels';
import { LevelTag } from './level-tag';
import './item-analysis.css';

const copy = resultsAnalysisMessages.items;

type QuestionStats = ExamStats['questions'][number];

function Figures({ question }: { question: QuestionStats }) {
  const facility = question.facility === null ? null : facilityLevel(question.facility);
  const discrimination =
    question.discrimination === null ? null : discriminationLevel(question.discrimination);
  return (
    <dl className="item-analysis__figures">
      <div>
        <dt>{copy.facility}</dt>
        <dd>
          {question.facility === null || facility === null ? (
            copy.notComputed
          ) : (
            <>
              <bdi dir="ltr">{percentText(question.facility)}</bdi>
              <LevelTag tone={facilityTone[facility]}>{copy.facilityLevels[facility]}</LevelTag>
            </>
          )}
        </dd>
      </div>
      <div>
        <dt>{copy.discrimination}</dt>
        <dd>
          {question.discrimination === null || discrimination === null ? (
            copy.notComputed
          ) : (
            <>
              <bdi dir="ltr">{figureText(question.discrimination)}</bdi>
              <LevelTag tone={discriminationTone[discrimination]}>
                {copy.discriminationLevels[discrimination]}
              </LevelTag>
            </>
          )}
        </dd>
      </div>
      <div>
        <dt>{copy.answered}</dt>
        <dd>{copy.answeredOf(question.answered)}</dd>
      </div>
    </dl>
  );
}

function Options({ question }: { question: QuestionStats }) {
  return (
    <table className="item-analysis__options">
      <thead>
        <tr>
          <th scope="col">{copy.options}</th>
          <th scope="col">{copy.share}</th>
        </tr>
      </thead>
      <tbody>
        {question.options.map((option) => (
          <tr
            key={option.option}
            className={option.misleading ? 'item-analysis__option--misleading' : undefined}
          >
            <th scope="row">
              <bdi>{option.option}</bdi>
              {option.isCorrect && (
                <span className="item-analysis__correct">
                  <CheckOutlined aria-hidden /> {copy.correct}
                </span>
              )}
              {option.misleading && (
                <span className="item-analysis__misleading">
                  <WarningOutlined aria-hidden /> {copy.misleading}
                </span>
              )}
            </th>
            <td>
              <span className="item-analysis__share">
                <span className="item-analysis__track" aria-hidden>
                  <span
                    className="item-analysis__bar"
                    style={{ inlineSize: `${Math.round(option.share * 100)}%` }}
                  />
                </span>
                <bdi dir="ltr">{percentText(option.share)}</bdi>
                <span className="item-analysis__picks">({formatCount(option.picks)})</span>
              </span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Per question: facility, discrimination, who was given it, and each
 * option's share with the misleading flag; the explanations come first so a
 * teacher reads the figures with them.
 */
export function ItemAnalysis({ stats }: { stats: ExamStats }) {
  return (
    <Card size="small" title={copy.title} data-testid="item-analysis">
      <p className="item-analysis__intro">{copy.intro}</p>
      <ul className="item-analysis__legend">
        <li>{copy.facilityHelp}</li>
        <li>{copy.discriminationHelp}</li>
        <li>{copy.answeredHelp}</li>
        <li>{copy.misleadingHelp}</li>
      </ul>
      {stats.count === 0 ? (
        <p className="item-analysis__empty">{copy.empty}</p>
      ) : (
        <ol className="item-analysis__list">
          {stats.questions.map((question, index) => (
            <li key={question._id} className="item-analysis__question" data-testid="item-question">
              <h4 className="item-analysis__title">
                <span className="item-analysis__number">{copy.question(index + 1)}</span>{' '}
                <bdi>{question.title}</bdi>
              </h4>
              {question.answered === 0 ? (
                <p className="item-analysis__empty">{copy.none}</p>
              ) : (
                <>
                  <Figures question={question} />
                  <Options question={question} />
                </>
              )}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
