; program foreach_reads_other_list, _foreach_add.self[0]: self-aliasing (_foreach_add reads arg0_1 vs _foreach_add self[0]=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r174_byte () Int)
(declare-fun r174_0 () Int)
(declare-fun byte () Int)
(declare-fun w175_byte () Int)
(declare-fun w175_0 () Int)
(assert
 (let (($x156 (= byte (+ (+ 0 (* 4 (+ 0 (* r174_0 1)))) r174_byte))))
 (and (and (>= r174_0 0) (< r174_0 4)) (and (>= r174_byte 0) (< r174_byte 4)) $x156)))
(assert
 (let (($x237 (= byte (+ (+ 0 (* 4 (+ 0 (* w175_0 1)))) w175_byte))))
(and (and (>= w175_0 0) (< w175_0 4)) (and (>= w175_byte 0) (< w175_byte 4)) $x237)))
(check-sat)
