; program foreach_reads_other_list, _foreach_add.self[1]: self-aliasing (_foreach_add reads arg1_1 vs _foreach_add self[1]=arg1_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r178_byte () Int)
(declare-fun r178_0 () Int)
(declare-fun byte () Int)
(declare-fun w179_byte () Int)
(declare-fun w179_0 () Int)
(assert
 (let (($x47 (= byte (+ (+ 0 (* 4 (+ 0 (* r178_0 1)))) r178_byte))))
 (and (and (>= r178_0 0) (< r178_0 4)) (and (>= r178_byte 0) (< r178_byte 4)) $x47)))
(assert
 (let (($x216 (= byte (+ (+ 0 (* 4 (+ 0 (* w179_0 1)))) w179_byte))))
(and (and (>= w179_0 0) (< w179_0 4)) (and (>= w179_byte 0) (< w179_byte 4)) $x216)))
(check-sat)
