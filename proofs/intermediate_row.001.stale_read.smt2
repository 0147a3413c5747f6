; program intermediate_row, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (select_scatter reads mul vs triton_kernel_wrapper_functional_proxy x_ptr=select, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r112_byte () Int)
(declare-fun r112_1 () Int)
(declare-fun r112_0 () Int)
(declare-fun byte () Int)
(declare-fun w113_byte () Int)
(declare-fun w113_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s114_byte () Int)
(declare-fun s114_1 () Int)
(declare-fun s114_0 () Int)
(assert
 (let ((?x49 (+ 0 (* 4 (+ 0 (+ (* r112_0 8) (* r112_1 1)))))))
 (and (and (>= r112_0 0) (< r112_0 4)) (and (>= r112_1 0) (< r112_1 8)) (and (>= r112_byte 0) (< r112_byte 4)) (= byte (+ ?x49 r112_byte)))))
(assert
 (let (($x42 (= byte (+ (+ 0 (* 4 (+ 8 (* w113_0 1)))) w113_byte))))
 (and (and (>= w113_0 0) (< w113_0 8)) (and (>= w113_byte 0) (< w113_byte 4)) $x42)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x49 (+ 0 (* 4 (+ 0 (+ (* r112_0 8) (* r112_1 1)))))))
 (= observed (+ ?x49 held_byte))))
(assert
 (let ((?x23 (+ 0 (* 4 (+ 0 (+ (* s114_0 8) (* s114_1 1)))))))
 (and (and (>= s114_0 0) (< s114_0 4)) (and (>= s114_1 0) (< s114_1 8)) (and (>= s114_byte 0) (< s114_byte 4)) (= observed (+ ?x23 s114_byte)))))
(assert
 (let (($x95 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 1) 8) (= (mod (- (div (- byte 0) 4) 8) 1) 0))))
(or (or false) (not $x95))))
(check-sat)
