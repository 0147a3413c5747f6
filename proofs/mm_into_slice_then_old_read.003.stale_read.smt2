; program mm_into_slice_then_old_read, mm.out: stale read (slice_scatter reads arg0_1 vs mm out=arg0_1 (the bytes slice_scatter stores))
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r526_byte () Int)
(declare-fun r526_1 () Int)
(declare-fun r526_0 () Int)
(declare-fun byte () Int)
(declare-fun w527_byte () Int)
(declare-fun w527_1 () Int)
(declare-fun w527_0 () Int)
(assert
 (let ((?x609 (+ 0 (* 4 (+ 0 (+ (* r526_0 7) (* r526_1 1)))))))
 (and (and (>= r526_0 0) (< r526_0 8)) (and (>= r526_1 0) (< r526_1 7)) (and (>= r526_byte 0) (< r526_byte 4)) (= byte (+ ?x609 r526_byte)))))
(assert
 (let ((?x246 (+ 0 (* 4 (+ 0 (+ (* w527_0 7) (* w527_1 1)))))))
 (and (and (>= w527_0 0) (< w527_0 4)) (and (>= w527_1 0) (< w527_1 7)) (and (>= w527_byte 0) (< w527_byte 4)) (= byte (+ ?x246 w527_byte)))))
(assert
 (let (($x784 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
(let (($x205 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
(let (($x2080 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 4) $x205 $x784)))
(or (or false) (not $x2080))))))
(check-sat)
