extension StarterDesignSystem {
  /// `tokens/motion.yaml`: durations, easing curves, spring bounce and animation presets,
  /// each preset that travels, springs or repeats with its Reduce Motion fallback.
  static let motion = """
    # Motion: durations, easing curves, spring bounce and animation presets.
    #
    # UI code uses the presets in `motion`. Each preset says whether it moves
    # things across the screen (travels) or repeats, and what replaces it when
    # the reader turns on Reduce Motion. Anything that travels, springs or
    # repeats has a Reduce Motion fallback, and no fallback travels or repeats:
    # a crossfade, another preset that only fades, or no animation at all;
    # tokenc reports a preset that needs a fallback and has none as an error.
    # UI durations stay between 50 ms and 1 s.

    duration:
      $type: duration
      $description: How long animations take. Shorter for small, frequent changes; longer for big moves.
      fast: 150ms        # press feedback, small state changes
      crossfade: 200ms   # opacity-only changes and Reduce Motion crossfades
      standard: 250ms    # most in-place changes
      slow: 350ms        # content entering or leaving the screen
      cycle: 800ms       # one cycle of a repeating animation

    easing:
      $type: cubicBezier
      $description: Easing curves as cubic Bézier control points [x1, y1, x2, y2].
      enter: [0, 0, 0.2, 1]   # decelerate: arriving content slows into place
      exit: [0.4, 0, 1, 1]    # accelerate: leaving content speeds away

    bounce:
      $type: number
      $description: >-
        How much a spring overshoots, as in SwiftUI's .spring(duration:bounce:):
        0 settles without overshoot, higher values bounce more.
      smooth: 0       # no overshoot
      snappy: 0.15    # a small, lively overshoot

    motion:
      $type: motion
      $description: Animation presets. Use these instead of ad-hoc animations so Reduce Motion is handled everywhere.

      standard:
        $description: The default for in-place changes (expanding a row, toggling a state, changing a color). Nothing travels, so it runs unchanged under Reduce Motion.
        $value:
          curve: easeInOut
          duration: "{duration.standard}"

      fade:
        $description: An opacity-only crossfade. Safe under Reduce Motion; other presets fall back to it.
        $value:
          curve: easeInOut
          duration: "{duration.crossfade}"

      press:
        $description: Feedback while a button is held (a slight scale-down). A spring, so under Reduce Motion it becomes a short crossfade.
        $value:
          curve: spring
          bounce: "{bounce.smooth}"
          duration: "{duration.fast}"
          reduceMotion:
            crossfade: "{duration.fast}"

      emphasized:
        $description: >-
          Important changes that move content, such as a card expanding into a
          detail view. A lively spring that travels; under Reduce Motion it
          becomes a 200 ms crossfade.
        $value:
          curve: spring
          bounce: "{bounce.snappy}"
          duration: "{duration.slow}"
          travels: true
          reduceMotion:
            crossfade: "{duration.crossfade}"

      slide:
        $description: Content sliding in from an edge (a banner, a side panel). Travels, so under Reduce Motion it fades in place instead.
        $value:
          curve: "{easing.enter}"
          duration: "{duration.slow}"
          travels: true
          reduceMotion: "{motion.fade}"

      dismiss:
        $description: Content sliding out to an edge. Travels; under Reduce Motion it fades out instead.
        $value:
          curve: "{easing.exit}"
          duration: "{duration.standard}"
          travels: true
          reduceMotion: "{motion.fade}"

      pulse:
        $description: >-
          A repeating pulse that draws attention to a live or loading state.
          Under Reduce Motion nothing animates: show the state with text or an
          icon instead.
        $value:
          curve: easeInOut
          duration: "{duration.cycle}"
          repeats: true
          reduceMotion: none

    """
}
