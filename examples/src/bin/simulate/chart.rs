//! The SVG chart of the Resistance win rate by player count, with 95% error bars:
//! one line per module set for the charted matchup, and the human reference.
//!
//! Plotters with its SVG backend alone: without its `ttf` or `ab_glyph` features it
//! measures text by a rough estimate and writes `<text>` elements naming a font
//! family, which the viewer draws. So no font file and no system library is needed
//! to build or run, and the text stays text (searchable, scalable).

use crate::{
    args::name_of,
    results::{Matchup, Results},
    stats::{HUMANS, Interval, wilson},
};
use plotters::prelude::*;

const SIZE: (u32, u32) = (800, 480);
/// How far apart, in players, the bars of different series at one player count
/// are drawn, so that they do not hide each other.
const SPREAD: f64 = 0.08;

/// The chart of `chart`'s Resistance win rate in `results`, as an SVG document.
pub(crate) fn svg(results: &Results, chart: Matchup) -> Result<String, String> {
    let mut svg = String::new();
    draw(&mut svg, results, chart).map_err(|error| format!("drawing the chart: {error}"))?;
    Ok(svg)
}

/// One series: its label, colour and the (player count, rate) it shows.
struct Series {
    label: String,
    colour: RGBColor,
    points: Vec<(f64, Interval)>,
}

fn series(results: &Results, chart: Matchup) -> Vec<Series> {
    let modules = &results.settings.modules;
    let mut all: Vec<Series> = modules
        .iter()
        .enumerate()
        .map(|(i, &preset)| {
            // Centred on the player count: the k series sit at -1.5, -0.5, ... spreads.
            let offset = (i as f64 - (modules.len() as f64 - 1.0) / 2.0) * SPREAD;
            let points = results
                .cells
                .iter()
                .filter(|cell| cell.modules == preset && cell.key().matchup == chart)
                .filter_map(|cell| {
                    Some((f64::from(cell.players) + offset, cell.resistance_win_rate?))
                })
                .collect();
            Series {
                label: format!("bots, {}, module set {}", chart.describe(), name_of(preset)),
                colour: palette(i),
                points,
            }
        })
        .collect();
    all.extend(
        wilson(HUMANS.resistance_wins, HUMANS.games).map(|humans| Series {
            label: format!(
                "{}, {} games",
                HUMANS.what,
                crate::report::thousands(HUMANS.games)
            ),
            colour: BLACK,
            points: vec![(
                f64::from(HUMANS.players) + (modules.len() as f64 / 2.0 + 0.5) * SPREAD,
                humans,
            )],
        }),
    );
    all
}

/// The `i`th colour of plotters' palette of well-told-apart colours.
fn palette(i: usize) -> RGBColor {
    let (red, green, blue) = Palette99::pick(i).rgb();
    RGBColor(red, green, blue)
}

fn draw(
    svg: &mut String,
    results: &Results,
    chart: Matchup,
) -> Result<(), Box<dyn std::error::Error>> {
    let root = SVGBackend::with_string(svg, SIZE).into_drawing_area();
    root.fill(&WHITE)?;
    let players = &results.settings.players;
    let first = players
        .iter()
        .copied()
        .chain([HUMANS.players])
        .min()
        .unwrap_or(HUMANS.players);
    let last = players
        .iter()
        .copied()
        .max()
        .unwrap_or(HUMANS.players)
        .max(first);
    let x_range = f64::from(first) - 0.5..f64::from(last) + 0.5;
    let mut plot = ChartBuilder::on(&root)
        .caption(
            "Resistance win rate by player count (95% Wilson intervals)",
            ("sans-serif", 22),
        )
        .margin(16)
        .x_label_area_size(44)
        .y_label_area_size(60)
        .build_cartesian_2d(x_range.clone(), 0.0..100.0)?;
    plot.configure_mesh()
        .disable_x_mesh()
        .max_light_lines(0)
        .x_labels(usize::from(last - first) + 1)
        // Only whole player counts are labelled.
        .x_label_formatter(&|x| {
            let whole = x.round();
            if (x - whole).abs() < 1e-6 {
                format!("{whole}")
            } else {
                String::new()
            }
        })
        .y_labels(11)
        .y_label_formatter(&|y| format!("{y:.0}%"))
        .x_desc("players")
        .y_desc("Resistance wins")
        .axis_desc_style(("sans-serif", 16))
        .draw()?;
    // Even odds, for reference.
    plot.draw_series(LineSeries::new(
        [(x_range.start, 50.0), (x_range.end, 50.0)],
        BLACK.mix(0.3),
    ))?;
    for Series {
        label,
        colour,
        points,
    } in series(results, chart)
    {
        let line = colour.stroke_width(2);
        plot.draw_series(LineSeries::new(
            points
                .iter()
                .map(|&(x, measured)| (x, measured.rate * 100.0)),
            line,
        ))?
        .label(label)
        .legend(move |(x, y)| PathElement::new([(x, y), (x + 20, y)], line));
        plot.draw_series(points.iter().map(|&(x, measured)| {
            ErrorBar::new_vertical(
                x,
                measured.low * 100.0,
                measured.rate * 100.0,
                measured.high * 100.0,
                colour.filled(),
                8,
            )
        }))?;
    }
    plot.configure_series_labels()
        .position(SeriesLabelPosition::LowerRight)
        .background_style(WHITE.mix(0.9))
        .border_style(BLACK.mix(0.5))
        .label_font(("sans-serif", 14))
        .draw()?;
    root.present()?;
    Ok(())
}
