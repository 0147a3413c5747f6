; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy_1.loss_ptr: stale read (slice_scatter_3 reads slice_scatter_1 vs triton_kernel_wrapper_functional_proxy_1 loss_ptr=slice_13, carried then sizes=(4) strides=(1) offset=4 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=8 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=12 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r795_byte () Int)
(declare-fun r795_0 () Int)
(declare-fun byte () Int)
(declare-fun w796_byte () Int)
(declare-fun w796_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s797_byte () Int)
(declare-fun s797_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s798_byte () Int)
(declare-fun s798_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s799_byte () Int)
(declare-fun s799_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s800_byte () Int)
(declare-fun s800_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s801_byte () Int)
(declare-fun s801_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s802_byte () Int)
(declare-fun s802_0 () Int)
(assert
 (let (($x269 (= byte (+ (+ 0 (* 4 (+ 0 (* r795_0 1)))) r795_byte))))
 (and (and (>= r795_0 0) (< r795_0 16)) (and (>= r795_byte 0) (< r795_byte 4)) $x269)))
(assert
 (let (($x359 (= byte (+ (+ 0 (* 4 (+ 4 (* w796_0 1)))) w796_byte))))
 (and (and (>= w796_0 0) (< w796_0 4)) (and (>= w796_byte 0) (< w796_byte 4)) $x359)))
(assert
 (let (($x687 (and (>= (- (div (- byte 0) 4) 4) 0) (< (div (- (div (- byte 0) 4) 4) 1) 4) (= (mod (- (div (- byte 0) 4) 4) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x687)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r795_0 1)))) held_byte0)))
(assert
 (let (($x671 (= carried0 (+ (+ 0 (* 4 (+ 4 (* s797_0 1)))) s797_byte))))
 (and (and (>= s797_0 0) (< s797_0 4)) (and (>= s797_byte 0) (< s797_byte 4)) $x671)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 4 (* s797_0 1)))) held_byte1)))
(assert
 (let (($x88 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s798_0 1)))) s798_byte))))
 (and (and (>= s798_0 0) (< s798_0 16)) (and (>= s798_byte 0) (< s798_byte 4)) $x88)))
(assert
 (let (($x128 (and (>= (- (div (- carried1 0) 4) 8) 0) (< (div (- (div (- carried1 0) 4) 8) 1) 4) (= (mod (- (div (- carried1 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x128)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s798_0 1)))) held_byte2)))
(assert
 (let (($x494 (= carried2 (+ (+ 0 (* 4 (+ 8 (* s799_0 1)))) s799_byte))))
 (and (and (>= s799_0 0) (< s799_0 4)) (and (>= s799_byte 0) (< s799_byte 4)) $x494)))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 8 (* s799_0 1)))) held_byte3)))
(assert
 (let (($x300 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s800_0 1)))) s800_byte))))
 (and (and (>= s800_0 0) (< s800_0 16)) (and (>= s800_byte 0) (< s800_byte 4)) $x300)))
(assert
 (let (($x205 (and (>= (- (div (- carried3 0) 4) 12) 0) (< (div (- (div (- carried3 0) 4) 12) 1) 4) (= (mod (- (div (- carried3 0) 4) 12) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x205)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s800_0 1)))) held_byte4)))
(assert
 (let (($x210 (= carried4 (+ (+ 0 (* 4 (+ 12 (* s801_0 1)))) s801_byte))))
 (and (and (>= s801_0 0) (< s801_0 4)) (and (>= s801_byte 0) (< s801_byte 4)) $x210)))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 12 (* s801_0 1)))) held_byte5)))
(assert
 (let (($x326 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s802_0 1)))) s802_byte))))
(and (and (>= s802_0 0) (< s802_0 16)) (and (>= s802_byte 0) (< s802_byte 4)) $x326)))
(check-sat)
