; program foreach_reads_other_list, _foreach_add.self[0]: self-aliasing (_foreach_add reads arg0_1 vs _foreach_add self[0]=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r296_byte () Int)
(declare-fun r296_0 () Int)
(declare-fun byte () Int)
(declare-fun w297_byte () Int)
(declare-fun w297_0 () Int)
(assert
 (let (($x348 (= byte (+ (+ 0 (* 4 (+ 0 (* r296_0 1)))) r296_byte))))
 (and (and (>= r296_0 0) (< r296_0 4)) (and (>= r296_byte 0) (< r296_byte 4)) $x348)))
(assert
 (let (($x1151 (= byte (+ (+ 0 (* 4 (+ 0 (* w297_0 1)))) w297_byte))))
(and (and (>= w297_0 0) (< w297_0 4)) (and (>= w297_byte 0) (< w297_byte 4)) $x1151)))
(check-sat)
