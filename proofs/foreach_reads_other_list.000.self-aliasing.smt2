; program foreach_reads_other_list, _foreach_add.self[0]: self-aliasing (_foreach_add reads arg0_1 vs _foreach_add self[0]=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r176_byte () Int)
(declare-fun r176_0 () Int)
(declare-fun byte () Int)
(declare-fun w177_byte () Int)
(declare-fun w177_0 () Int)
(assert
 (let (($x216 (= byte (+ (+ 0 (* 4 (+ 0 (* r176_0 1)))) r176_byte))))
 (and (and (>= r176_0 0) (< r176_0 4)) (and (>= r176_byte 0) (< r176_byte 4)) $x216)))
(assert
 (let (($x45 (= byte (+ (+ 0 (* 4 (+ 0 (* w177_0 1)))) w177_byte))))
(and (and (>= w177_0 0) (< w177_0 4)) (and (>= w177_byte 0) (< w177_byte 4)) $x45)))
(check-sat)
