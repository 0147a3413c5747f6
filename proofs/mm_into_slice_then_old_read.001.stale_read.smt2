; program mm_into_slice_then_old_read, mul.self: stale read (end of graph reads arg0_1 vs mul self=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r714_byte () Int)
(declare-fun r714_1 () Int)
(declare-fun r714_0 () Int)
(declare-fun byte () Int)
(declare-fun w715_byte () Int)
(declare-fun w715_1 () Int)
(declare-fun w715_0 () Int)
(assert
 (let ((?x446 (+ 0 (* 4 (+ 0 (+ (* r714_0 7) (* r714_1 1)))))))
 (and (and (>= r714_0 0) (< r714_0 8)) (and (>= r714_1 0) (< r714_1 7)) (and (>= r714_byte 0) (< r714_byte 4)) (= byte (+ ?x446 r714_byte)))))
(assert
 (let ((?x1049 (+ 0 (* 4 (+ 0 (+ (* w715_0 7) (* w715_1 1)))))))
 (and (and (>= w715_0 0) (< w715_0 4)) (and (>= w715_1 0) (< w715_1 7)) (and (>= w715_byte 0) (< w715_byte 4)) (= byte (+ ?x1049 w715_byte)))))
(assert
 (let (($x155 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
(let (($x390 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
(let (($x1402 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 8) $x390 $x155)))
(or (or false) (not $x1402))))))
(check-sat)
