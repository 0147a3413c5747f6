; program mm_into_slice_then_old_read, mul.self: stale read (slice_scatter reads arg0_1 vs mul self=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r520_byte () Int)
(declare-fun r520_1 () Int)
(declare-fun r520_0 () Int)
(declare-fun byte () Int)
(declare-fun w521_byte () Int)
(declare-fun w521_1 () Int)
(declare-fun w521_0 () Int)
(assert
 (let ((?x609 (+ 0 (* 4 (+ 0 (+ (* r520_0 7) (* r520_1 1)))))))
 (and (and (>= r520_0 0) (< r520_0 8)) (and (>= r520_1 0) (< r520_1 7)) (and (>= r520_byte 0) (< r520_byte 4)) (= byte (+ ?x609 r520_byte)))))
(assert
 (let ((?x23 (+ 0 (* 4 (+ 0 (+ (* w521_0 7) (* w521_1 1)))))))
 (and (and (>= w521_0 0) (< w521_0 4)) (and (>= w521_1 0) (< w521_1 7)) (and (>= w521_byte 0) (< w521_byte 4)) (= byte (+ ?x23 w521_byte)))))
(assert
 (let (($x70 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
(let (($x2033 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
(let (($x945 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 4) $x2033 $x70)))
(or (or false) (not $x945))))))
(check-sat)
