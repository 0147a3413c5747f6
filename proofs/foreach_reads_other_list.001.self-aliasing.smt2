; program foreach_reads_other_list, _foreach_add.self[1]: self-aliasing (_foreach_add reads arg1_1 vs _foreach_add self[1]=arg1_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r329_byte () Int)
(declare-fun r329_0 () Int)
(declare-fun byte () Int)
(declare-fun w330_byte () Int)
(declare-fun w330_0 () Int)
(assert
 (let (($x67 (= byte (+ (+ 0 (* 4 (+ 0 (* r329_0 1)))) r329_byte))))
 (and (and (>= r329_0 0) (< r329_0 4)) (and (>= r329_byte 0) (< r329_byte 4)) $x67)))
(assert
 (let (($x260 (= byte (+ (+ 0 (* 4 (+ 0 (* w330_0 1)))) w330_byte))))
(and (and (>= w330_0 0) (< w330_0 4)) (and (>= w330_byte 0) (< w330_byte 4)) $x260)))
(check-sat)
