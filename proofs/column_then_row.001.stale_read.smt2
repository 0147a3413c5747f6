; program column_then_row, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r98_byte () Int)
(declare-fun r98_1 () Int)
(declare-fun r98_0 () Int)
(declare-fun byte () Int)
(declare-fun w99_byte () Int)
(declare-fun w99_1 () Int)
(declare-fun w99_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s100_byte () Int)
(declare-fun s100_1 () Int)
(declare-fun s100_0 () Int)
(assert
 (let ((?x131 (+ 0 (* 4 (+ 0 (+ (* r98_0 8) (* r98_1 1)))))))
 (and (and (>= r98_0 0) (< r98_0 4)) (and (>= r98_1 0) (< r98_1 8)) (and (>= r98_byte 0) (< r98_byte 4)) (= byte (+ ?x131 r98_byte)))))
(assert
 (let ((?x282 (+ 0 (* 4 (+ 0 (+ (* w99_0 8) (* w99_1 1)))))))
 (and (and (>= w99_0 0) (< w99_0 4)) (and (>= w99_1 0) (< w99_1 4)) (and (>= w99_byte 0) (< w99_byte 4)) (= byte (+ ?x282 w99_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x131 (+ 0 (* 4 (+ 0 (+ (* r98_0 8) (* r98_1 1)))))))
 (= observed (+ ?x131 held_byte))))
(assert
 (let ((?x344 (+ 0 (* 4 (+ 0 (+ (* s100_0 8) (* s100_1 1)))))))
 (and (and (>= s100_0 0) (< s100_0 4)) (and (>= s100_1 0) (< s100_1 8)) (and (>= s100_byte 0) (< s100_byte 4)) (= observed (+ ?x344 s100_byte)))))
(assert
 (let (($x244 (= (mod (mod (- (div (- byte 0) 4) 0) 8) 1) 0)))
 (let (($x185 (< (div (mod (- (div (- byte 0) 4) 0) 8) 1) 4)))
 (let (($x240 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 8) 4) $x185 $x244)))
 (let (($x58 (or false)))
 (or $x58 (not $x240)))))))
(assert
 (let (($x280 (and (>= (- (div (- observed 0) 4) 8) 0) (< (div (- (div (- observed 0) 4) 8) 1) 8) (= (mod (- (div (- observed 0) 4) 8) 1) 0))))
(let (($x58 (or false)))
(or $x58 (not $x280)))))
(check-sat)
