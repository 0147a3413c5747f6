; program foreach_reads_other_list, _foreach_add.self[0]: self-aliasing (_foreach_add reads arg0_1 vs _foreach_add self[0]=arg0_1)
; expected: sat (unsat: the obligation holds; sat: a conflict)
; rests on: the callee contract: the call may read every byte of that argument, at any time
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r327_byte () Int)
(declare-fun r327_0 () Int)
(declare-fun byte () Int)
(declare-fun w328_byte () Int)
(declare-fun w328_0 () Int)
(assert
 (let (($x471 (= byte (+ (+ 0 (* 4 (+ 0 (* r327_0 1)))) r327_byte))))
 (and (and (>= r327_0 0) (< r327_0 4)) (and (>= r327_byte 0) (< r327_byte 4)) $x471)))
(assert
 (let (($x336 (= byte (+ (+ 0 (* 4 (+ 0 (* w328_0 1)))) w328_byte))))
(and (and (>= w328_0 0) (< w328_0 4)) (and (>= w328_byte 0) (< w328_byte 4)) $x336)))
(check-sat)
