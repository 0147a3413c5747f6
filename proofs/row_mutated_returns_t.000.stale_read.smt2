; program row_mutated_returns_t, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (select_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=select, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r248_byte () Int)
(declare-fun r248_1 () Int)
(declare-fun r248_0 () Int)
(declare-fun byte () Int)
(declare-fun w249_byte () Int)
(declare-fun w249_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s250_byte () Int)
(declare-fun s250_1 () Int)
(declare-fun s250_0 () Int)
(assert
 (let ((?x954 (+ 0 (* 4 (+ 0 (+ (* r248_0 8) (* r248_1 1)))))))
 (and (and (>= r248_0 0) (< r248_0 4)) (and (>= r248_1 0) (< r248_1 8)) (and (>= r248_byte 0) (< r248_byte 4)) (= byte (+ ?x954 r248_byte)))))
(assert
 (let (($x212 (= byte (+ (+ 0 (* 4 (+ 8 (* w249_0 1)))) w249_byte))))
 (and (and (>= w249_0 0) (< w249_0 8)) (and (>= w249_byte 0) (< w249_byte 4)) $x212)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x954 (+ 0 (* 4 (+ 0 (+ (* r248_0 8) (* r248_1 1)))))))
 (= observed (+ ?x954 held_byte))))
(assert
 (let ((?x258 (+ 0 (* 4 (+ 0 (+ (* s250_0 8) (* s250_1 1)))))))
 (and (and (>= s250_0 0) (< s250_0 4)) (and (>= s250_1 0) (< s250_1 8)) (and (>= s250_byte 0) (< s250_byte 4)) (= observed (+ ?x258 s250_byte)))))
(assert
 (let (($x54 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
(or (or false) (not $x54))))
(check-sat)
