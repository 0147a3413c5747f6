; program foreach_reads_other_list, _foreach_add.self[1]: self-aliasing (_foreach_add reads arg1_1 vs _foreach_add self[1]=arg1_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r300_byte () Int)
(declare-fun r300_0 () Int)
(declare-fun byte () Int)
(declare-fun w301_byte () Int)
(declare-fun w301_0 () Int)
(assert
 (let (($x166 (= byte (+ (+ 0 (* 4 (+ 0 (* r300_0 1)))) r300_byte))))
 (and (and (>= r300_0 0) (< r300_0 4)) (and (>= r300_byte 0) (< r300_byte 4)) $x166)))
(assert
 (let (($x974 (= byte (+ (+ 0 (* 4 (+ 0 (* w301_0 1)))) w301_byte))))
(and (and (>= w301_0 0) (< w301_0 4)) (and (>= w301_byte 0) (< w301_byte 4)) $x974)))
(check-sat)
