; program chain_column_blocks, triton_kernel_wrapper_functional_proxy_1.x_ptr: stale read (slice_scatter_1 reads slice_scatter vs triton_kernel_wrapper_functional_proxy_1 x_ptr=slice_4, carried then sizes=(8, 32) strides=(32, 1) offset=0 itemsize=4 then sizes=(8, 32) strides=(32, 1) offset=0 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r865_byte () Int)
(declare-fun r865_1 () Int)
(declare-fun r865_0 () Int)
(declare-fun byte () Int)
(declare-fun w866_byte () Int)
(declare-fun w866_1 () Int)
(declare-fun w866_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s867_byte () Int)
(declare-fun s867_1 () Int)
(declare-fun s867_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s868_byte () Int)
(declare-fun s868_1 () Int)
(declare-fun s868_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s869_byte () Int)
(declare-fun s869_1 () Int)
(declare-fun s869_0 () Int)
(assert
 (let ((?x224 (+ 0 (* 4 (+ 0 (+ (* r865_0 32) (* r865_1 1)))))))
 (and (and (>= r865_0 0) (< r865_0 8)) (and (>= r865_1 0) (< r865_1 32)) (and (>= r865_byte 0) (< r865_byte 4)) (= byte (+ ?x224 r865_byte)))))
(assert
 (let ((?x346 (+ 0 (* 4 (+ 8 (+ (* w866_0 32) (* w866_1 1)))))))
 (and (and (>= w866_0 0) (< w866_0 8)) (and (>= w866_1 0) (< w866_1 8)) (and (>= w866_byte 0) (< w866_byte 4)) (= byte (+ ?x346 w866_byte)))))
(assert
 (let (($x669 (= (mod (mod (- (div (- byte 0) 4) 8) 32) 1) 0)))
 (let (($x583 (< (div (mod (- (div (- byte 0) 4) 8) 32) 1) 8)))
 (let (($x176 (and (>= (- (div (- byte 0) 4) 8) 0) (< (div (- (div (- byte 0) 4) 8) 32) 8) $x583 $x669)))
 (let (($x462 (or false)))
 (or $x462 (not $x176)))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x224 (+ 0 (* 4 (+ 0 (+ (* r865_0 32) (* r865_1 1)))))))
 (= carried0 (+ ?x224 held_byte0))))
(assert
 (let ((?x701 (+ 0 (* 4 (+ 0 (+ (* s867_0 32) (* s867_1 1)))))))
 (and (and (>= s867_0 0) (< s867_0 8)) (and (>= s867_1 0) (< s867_1 32)) (and (>= s867_byte 0) (< s867_byte 4)) (= carried0 (+ ?x701 s867_byte)))))
(assert
 (let (($x653 (= (mod (mod (- (div (- carried0 0) 4) 16) 32) 1) 0)))
 (let (($x566 (< (div (mod (- (div (- carried0 0) 4) 16) 32) 1) 8)))
 (let (($x377 (and (>= (- (div (- carried0 0) 4) 16) 0) (< (div (- (div (- carried0 0) 4) 16) 32) 8) $x566 $x653)))
 (let (($x462 (or false)))
 (or $x462 (not $x377)))))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (let ((?x701 (+ 0 (* 4 (+ 0 (+ (* s867_0 32) (* s867_1 1)))))))
 (= carried1 (+ ?x701 held_byte1))))
(assert
 (let ((?x180 (+ 0 (* 4 (+ 0 (+ (* s868_0 32) (* s868_1 1)))))))
 (and (and (>= s868_0 0) (< s868_0 8)) (and (>= s868_1 0) (< s868_1 32)) (and (>= s868_byte 0) (< s868_byte 4)) (= carried1 (+ ?x180 s868_byte)))))
(assert
 (let (($x591 (= (mod (mod (- (div (- carried1 0) 4) 24) 32) 1) 0)))
 (let (($x281 (< (div (mod (- (div (- carried1 0) 4) 24) 32) 1) 8)))
 (let (($x672 (and (>= (- (div (- carried1 0) 4) 24) 0) (< (div (- (div (- carried1 0) 4) 24) 32) 8) $x281 $x591)))
 (let (($x462 (or false)))
 (or $x462 (not $x672)))))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (let ((?x180 (+ 0 (* 4 (+ 0 (+ (* s868_0 32) (* s868_1 1)))))))
 (= carried2 (+ ?x180 held_byte2))))
(assert
 (let ((?x221 (+ 0 (* 4 (+ 0 (+ (* s869_0 32) (* s869_1 1)))))))
(and (and (>= s869_0 0) (< s869_0 8)) (and (>= s869_1 0) (< s869_1 32)) (and (>= s869_byte 0) (< s869_byte 4)) (= carried2 (+ ?x221 s869_byte)))))
(check-sat)
