; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=4 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=8 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r659_byte () Int)
(declare-fun r659_0 () Int)
(declare-fun byte () Int)
(declare-fun w660_byte () Int)
(declare-fun w660_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s661_byte () Int)
(declare-fun s661_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s662_byte () Int)
(declare-fun s662_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s663_byte () Int)
(declare-fun s663_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s664_byte () Int)
(declare-fun s664_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s665_byte () Int)
(declare-fun s665_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s666_byte () Int)
(declare-fun s666_0 () Int)
(assert
 (let (($x711 (= byte (+ (+ 0 (* 4 (+ 0 (* r659_0 1)))) r659_byte))))
 (and (and (>= r659_0 0) (< r659_0 16)) (and (>= r659_byte 0) (< r659_byte 4)) $x711)))
(assert
 (let (($x347 (= byte (+ (+ 0 (* 4 (+ 0 (* w660_0 1)))) w660_byte))))
 (and (and (>= w660_0 0) (< w660_0 4)) (and (>= w660_byte 0) (< w660_byte 4)) $x347)))
(assert
 (let (($x148 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x148)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r659_0 1)))) held_byte0)))
(assert
 (let (($x341 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s661_0 1)))) s661_byte))))
 (and (and (>= s661_0 0) (< s661_0 16)) (and (>= s661_byte 0) (< s661_byte 4)) $x341)))
(assert
 (let (($x327 (and (>= (- (div (- carried0 0) 4) 0) 0) (< (div (- (div (- carried0 0) 4) 0) 1) 4) (= (mod (- (div (- carried0 0) 4) 0) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x327)))))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s661_0 1)))) held_byte1)))
(assert
 (let (($x188 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s662_0 1)))) s662_byte))))
 (and (and (>= s662_0 0) (< s662_0 16)) (and (>= s662_byte 0) (< s662_byte 4)) $x188)))
(assert
 (let (($x293 (and (>= (- (div (- carried1 0) 4) 4) 0) (< (div (- (div (- carried1 0) 4) 4) 1) 4) (= (mod (- (div (- carried1 0) 4) 4) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x293)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s662_0 1)))) held_byte2)))
(assert
 (let (($x630 (= carried2 (+ (+ 0 (* 4 (+ 4 (* s663_0 1)))) s663_byte))))
 (and (and (>= s663_0 0) (< s663_0 4)) (and (>= s663_byte 0) (< s663_byte 4)) $x630)))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 4 (* s663_0 1)))) held_byte3)))
(assert
 (let (($x370 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s664_0 1)))) s664_byte))))
 (and (and (>= s664_0 0) (< s664_0 16)) (and (>= s664_byte 0) (< s664_byte 4)) $x370)))
(assert
 (let (($x109 (and (>= (- (div (- carried3 0) 4) 8) 0) (< (div (- (div (- carried3 0) 4) 8) 1) 4) (= (mod (- (div (- carried3 0) 4) 8) 1) 0))))
 (let (($x443 (or false)))
 (or $x443 (not $x109)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s664_0 1)))) held_byte4)))
(assert
 (let (($x266 (= carried4 (+ (+ 0 (* 4 (+ 8 (* s665_0 1)))) s665_byte))))
 (and (and (>= s665_0 0) (< s665_0 4)) (and (>= s665_byte 0) (< s665_byte 4)) $x266)))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 8 (* s665_0 1)))) held_byte5)))
(assert
 (let (($x409 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s666_0 1)))) s666_byte))))
 (and (and (>= s666_0 0) (< s666_0 16)) (and (>= s666_byte 0) (< s666_byte 4)) $x409)))
(assert
 (let (($x622 (and (>= (- (div (- carried5 0) 4) 12) 0) (< (div (- (div (- carried5 0) 4) 12) 1) 4) (= (mod (- (div (- carried5 0) 4) 12) 1) 0))))
(let (($x443 (or false)))
(or $x443 (not $x622)))))
(check-sat)
