; program mm_into_slice_then_old_read, mul.self: stale read (end of graph reads arg0_1 vs mul self=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r716_byte () Int)
(declare-fun r716_1 () Int)
(declare-fun r716_0 () Int)
(declare-fun byte () Int)
(declare-fun w717_byte () Int)
(declare-fun w717_1 () Int)
(declare-fun w717_0 () Int)
(assert
 (let ((?x418 (+ 0 (* 4 (+ 0 (+ (* r716_0 7) (* r716_1 1)))))))
 (and (and (>= r716_0 0) (< r716_0 8)) (and (>= r716_1 0) (< r716_1 7)) (and (>= r716_byte 0) (< r716_byte 4)) (= byte (+ ?x418 r716_byte)))))
(assert
 (let ((?x3614 (+ 0 (* 4 (+ 0 (+ (* w717_0 7) (* w717_1 1)))))))
 (and (and (>= w717_0 0) (< w717_0 4)) (and (>= w717_1 0) (< w717_1 7)) (and (>= w717_byte 0) (< w717_byte 4)) (= byte (+ ?x3614 w717_byte)))))
(assert
 (let (($x31865 (= (mod (mod (- (div (- byte 0) 4) 0) 7) 1) 0)))
(let (($x527 (< (div (mod (- (div (- byte 0) 4) 0) 7) 1) 7)))
(let (($x45589 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 7) 8) $x527 $x31865)))
(or (or false) (not $x45589))))))
(check-sat)
