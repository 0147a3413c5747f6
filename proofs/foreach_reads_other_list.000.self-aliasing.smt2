; program foreach_reads_other_list, _foreach_add.self[0]: self-aliasing (_foreach_add reads arg0_1 vs _foreach_add self[0]=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r298_byte () Int)
(declare-fun r298_0 () Int)
(declare-fun byte () Int)
(declare-fun w299_byte () Int)
(declare-fun w299_0 () Int)
(assert
 (let (($x974 (= byte (+ (+ 0 (* 4 (+ 0 (* r298_0 1)))) r298_byte))))
 (and (and (>= r298_0 0) (< r298_0 4)) (and (>= r298_byte 0) (< r298_byte 4)) $x974)))
(assert
 (let (($x49469 (= byte (+ (+ 0 (* 4 (+ 0 (* w299_0 1)))) w299_byte))))
(and (and (>= w299_0 0) (< w299_0 4)) (and (>= w299_byte 0) (< w299_byte 4)) $x49469)))
(check-sat)
